// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { KNOWN_WIDGETS } from '../../../../engine/core';
import { fields, widgets } from '../../../../engine/render/widgets/registry';

describe('widget registry', () => {
  it('registers exactly the widget and field names UI schemas may use', () => {
    const registered = [...Object.keys(widgets), ...Object.keys(fields)].sort();
    expect(registered).toEqual([...KNOWN_WIDGETS].sort());
  });

  it('never registers a name as both a widget and a field', () => {
    expect(Object.keys(widgets).filter((name) => name in fields)).toEqual([]);
  });
});
