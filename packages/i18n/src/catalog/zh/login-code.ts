import type { CatalogSection } from '../../types';

/** The login page's second step when two-factor sign-in is on (zh); part of the first page. */
export const loginCode: CatalogSection = {
  UI: {
    LOGIN_CODE: {
      HINT: '该账户已开启两步验证登录：请输入验证器应用显示的6位验证码。',
      CODE: '6位验证码',
      RECOVERY: '恢复码',
      USE_RECOVERY: '改用恢复码',
      USE_APP: '使用应用中的验证码',
      SUBMIT: '验证',
      FORMAT: '请输入验证器应用中的6位数字，或一个恢复码 XXXXX-XXXXX',
      BACK: '返回输入密码',
    },
  },
};
