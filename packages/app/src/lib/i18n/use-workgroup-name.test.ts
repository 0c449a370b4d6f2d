import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { nl } from './locales/nl';
import { workgroupNameOf } from './use-workgroup-name';

const reader = (texts: typeof en | typeof nl) => (key: `workgroups.${keyof typeof en.workgroups}`) => texts.workgroups[key.slice('workgroups.'.length) as keyof typeof en.workgroups];

describe('workgroup names', () => {
  it('names the known workgroups in the reader’s language, whatever their stored spelling', () => {
    expect(['Housekeeping', 'BACKOFFICE', 'CUBER', 'Management', ' guides '].map((name) => workgroupNameOf(reader(nl), name))).toEqual([
      'Schoonmaak',
      'Backoffice',
      'Ondersteuning',
      'Management',
      'Gidsen',
    ]);
    expect(workgroupNameOf(reader(en), 'BACKOFFICE')).toBe('Back office');
  });

  it('shows another workgroup as it is stored', () => {
    expect(workgroupNameOf(reader(nl), 'Strandteam')).toBe('Strandteam');
  });
});
