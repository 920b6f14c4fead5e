// The paging limits, apart from the envelope: the page schema reads them and the envelope module
// re-exports the page type, so each importing the other would be an import cycle (ADR 0071).

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
