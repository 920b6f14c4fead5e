/** A server time (ISO) in the reader's local time, to the second; text that is no time stays. */
export const localTime = (iso: string, language: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', { hour12: false });
};
