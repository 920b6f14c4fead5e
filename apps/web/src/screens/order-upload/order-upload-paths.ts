/** The upload screens' addresses (route table of the domain: order.upload, .fetchUpload, .delUpload). */
export const ORDER_UPLOAD_PATHS = {
  upload: '/order/upload',
  result: (id: number) => `/order/upload?id=${id}`,
  tracking: '/order/fetchUpload',
  trackingResult: (id: number) => `/order/fetchUpload?id=${id}`,
  deleted: '/order/delUpload',
} as const;
