import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResponseShape } from './whole-response';
import {
  contentMediaType,
  fileNameFromContentDisposition,
  isWholeResponse,
  WHOLE_CONTENT_TYPES,
} from './whole-response';

describe('isWholeResponse', () => {
  it.each<[ResponseShape, boolean]>([
    [{ responseType: 'blob', contentType: 'application/json' }, true],
    [{ responseType: 'arraybuffer' }, true],
    [{ contentType: 'application/vnd.ms-excel' }, true],
    [{ contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, true],
    [{ contentType: 'application/octet-stream' }, true],
    [{ contentType: 'Application/Octet-Stream; charset=binary' }, true],
    [{ contentType: 'application/json', contentDisposition: 'attachment; filename="a.csv"' }, true],
    [{ contentType: 'text/csv', contentDisposition: 'ATTACHMENT' }, true],
    [{ contentType: 'text/csv', contentDisposition: ' attachment;filename=a.csv' }, true],
    [
      { contentType: 'application/json', contentDisposition: 'inline; filename="attachment.pdf"' },
      false,
    ],
    [{ contentType: 'application/json', contentDisposition: 'attachments' }, false],
    [{ responseType: 'json', contentType: 'application/json; charset=utf-8' }, false],
    [{ responseType: 'text', contentType: 'text/html' }, false],
    [{ contentType: 'application/octet-streamx' }, false],
    [{ contentType: 'application/json', contentDisposition: 'inline' }, false],
    [{}, false],
  ])('%j → %s', (shape, expected) => {
    expect(isWholeResponse(shape)).toBe(expected);
  });

  it('any Excel or octet-stream content type is whole, whatever its parameters or case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WHOLE_CONTENT_TYPES),
        fc.string(),
        fc.boolean(),
        (type, params, upper) => {
          const contentType = `${upper ? type.toUpperCase() : type}; ${params}`;
          expect(isWholeResponse({ contentType, responseType: 'json' })).toBe(true);
        },
      ),
    );
  });

  it('a JSON answer to a non-download request is never whole', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, 'json', 'text'),
        fc.string(),
        (responseType, params) => {
          expect(isWholeResponse({ responseType, contentType: `application/json;${params}` })).toBe(
            false,
          );
        },
      ),
    );
  });
});

describe('contentMediaType', () => {
  it.each([
    ['Application/JSON; charset=utf-8', 'application/json'],
    ['  text/html ', 'text/html'],
    ['text/plain;charset=a;\nb', 'text/plain'],
    ['', ''],
    [undefined, ''],
  ])('%j → %j', (header, expected) => {
    expect(contentMediaType(header)).toBe(expected);
  });
});

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="orders.xlsx"', 'orders.xlsx'],
    ['attachment; filename=orders.xlsx', 'orders.xlsx'],
    ['attachment; filename=orders.xlsx; size=3', 'orders.xlsx'],
    ["attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx", '订单.xlsx'],
    [
      'attachment; filename="fallback.xlsx"; filename*=utf-8\'\'%E8%AE%A2%E5%8D%95.xlsx',
      '订单.xlsx',
    ],
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'%E0%A4%A', 'fallback.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=iso-8859-1\'\'x.xlsx', 'fallback.xlsx'],
    ["attachment; filename*=UTF-8'en'report.xlsx", 'report.xlsx'],
    ["attachment; filename*=UTF-8''report.xlsx ; size=3", 'report.xlsx'],
    ["attachment; filename* = UTF-8''%E8%AE%A2%E5%8D%95.xlsx", '订单.xlsx'],
    // a raw line break is no RFC 5987 value: the whole encoded name is dropped, not its first line
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'evil\r\nx.xlsx', 'fallback.xlsx'],
    ["attachment; filename*=iso-8859-1''x.xlsx", undefined],
    ["attachment; filename*=€UTF-8''x.xlsx", undefined],
    ['attachment; filename=orders.csv ; size=3', 'orders.csv'],
    ['attachment; filename=""', undefined],
    ['attachment', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it('reads back any name written in the RFC 5987 form', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !s.includes('\u0000')),
        (name) => {
          let encoded: string;
          try {
            encoded = encodeURIComponent(name);
          } catch {
            return; // lone surrogates cannot be sent at all
          }
          expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''${encoded}`)).toBe(
            name,
          );
        },
      ),
    );
  });
});
