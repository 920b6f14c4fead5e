import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absentHeadings, headingKey, requiredHeadings } from '../field-rules';
import { validateOrderMapping } from '../stored-mapping';
import { ORDER_MAPPING_PRESETS, orderMappingPreset } from './index';

describe('every preset', () => {
  it.each(ORDER_MAPPING_PRESETS.map((preset) => [preset.id, preset] as const))(
    '%s reads only headings of its published column list, and is a valid mapping',
    (_id, preset) => {
      const published = new Set(preset.headings.map(headingKey));
      for (const heading of requiredHeadings(preset.mapping).flat())
        expect(published.has(headingKey(heading)), heading).toBe(true);
      expect(absentHeadings(preset.mapping, preset.headings)).toEqual([]);
      expect(validateOrderMapping(preset.title, preset.mapping)).toEqual([]);
      expect(orderMappingPreset(preset.id.toUpperCase())).toBe(preset);
    },
  );

  it('fits its own export whatever the order of its columns', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_MAPPING_PRESETS),
        fc.array(fc.nat(), { minLength: 100, maxLength: 100 }),
        (preset, keys) => {
          const shuffled = [...preset.headings]
            .map((heading, index) => ({ heading, key: keys[index] ?? 0 }))
            .sort((a, b) => a.key - b.key)
            .map((entry) => entry.heading);
          expect(absentHeadings(preset.mapping, shuffled)).toEqual([]);
        },
      ),
    );
  });
});
