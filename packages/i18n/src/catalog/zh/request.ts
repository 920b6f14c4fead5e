import type { CatalogSection } from '../../types';

/** request messages (zh). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const request: CatalogSection = {
  REQUEST: {
    NETWORK_ERROR: '网络请求失败，请检查网络连接后重试。',
    FAILED: '请求未能完成，请稍后再试。',
  },
};
