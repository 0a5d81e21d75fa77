import { describe, expect, it } from '@jest/globals';
import {
  DEMO_SEEDING_ORDER,
  type DemoSeeder,
  type DemoSeederName,
  DemoSeeders,
} from './demo-seeders.js';

function seeder(): DemoSeeder {
  return { seed: () => Promise.resolve(), wipe: () => Promise.resolve() };
}

describe('DemoSeeders', () => {
  it('hands the seeders out in seeding order, whatever order their modules added them in', () => {
    const registry = new DemoSeeders();
    const byName = new Map(DEMO_SEEDING_ORDER.map((name) => [name, seeder()]));
    for (const name of [...DEMO_SEEDING_ORDER].reverse()) registry.add(name, byName.get(name)!);

    expect(registry.inOrder()).toEqual(DEMO_SEEDING_ORDER.map((name) => byName.get(name)));
  });

  it('seeds the sample teammate before what is spread over members, and contacts before their records', () => {
    const at = (name: DemoSeederName) => DEMO_SEEDING_ORDER.indexOf(name);
    expect(at('team')).toBeLessThan(at('groups'));
    expect(at('team')).toBeLessThan(at('routing'));
    expect(at('team')).toBeLessThan(at('contacts'));
    for (const name of ['interactions', 'followups', 'sequences'] as const) {
      expect(at('contacts')).toBeLessThan(at(name));
    }
  });

  it('refuses to seed while a feature has not added its seeder', () => {
    const registry = new DemoSeeders();
    for (const name of DEMO_SEEDING_ORDER) if (name !== 'routing') registry.add(name, seeder());

    expect(() => registry.inOrder()).toThrow('No demo seeder added for routing');
  });

  it('refuses a second seeder under a name, and takes the same one twice', () => {
    const registry = new DemoSeeders();
    const team = seeder();
    registry.add('team', team);
    registry.add('team', team);

    expect(() => registry.add('team', seeder())).toThrow('Two demo seeders named team');
  });
});
