import { object, string } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { checkingOnce, guardedStruct, safeIs } from './guarded-struct';

/** A guarded struct of `{ name: string }` whose inner checks are counted. */
function countedStruct() {
  const inner = object({ name: string() });
  const validate = vi.spyOn(inner, 'validate');
  return { struct: guardedStruct('named', inner), validate };
}

describe('guardedStruct', () => {
  it('answers false where superstruct would throw describing the value', () => {
    const { struct } = countedStruct();
    const exotic = Object.assign(Object.create(null), { name: 1 });
    expect(safeIs(struct, exotic)).toBe(false);
    expect(struct.is({ name: 'Jobs' })).toBe(true);
  });

  it('checks an object once per struct while checking once, and afresh outside', () => {
    const { struct, validate } = countedStruct();
    const value = { name: 'Jobs' };
    checkingOnce(() => {
      expect(struct.is(value)).toBe(true);
      expect(struct.is(value)).toBe(true);
      // A nested call keeps what the outer one found.
      checkingOnce(() => expect(struct.is(value)).toBe(true));
      // Another object of the same shape is checked for itself.
      expect(struct.is({ name: 'News' })).toBe(true);
    });
    expect(validate).toHaveBeenCalledTimes(2);
    // Outside, a value changed since is checked again.
    (value as { name: unknown }).name = 42;
    expect(struct.is(value)).toBe(false);
    expect(validate).toHaveBeenCalledTimes(3);
  });

  it('checks a refused object again each time, and other structs for themselves', () => {
    const first = countedStruct();
    const second = countedStruct();
    const refused = { name: 7 };
    const value = { name: 'Jobs' };
    checkingOnce(() => {
      expect(first.struct.is(refused)).toBe(false);
      expect(first.struct.is(refused)).toBe(false);
      expect(first.struct.is(value)).toBe(true);
      expect(second.struct.is(value)).toBe(true);
    });
    expect(first.validate).toHaveBeenCalledTimes(3);
    expect(second.validate).toHaveBeenCalledTimes(1);
  });
});
