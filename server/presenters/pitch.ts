import type { Pitch } from '../../common/api/types';
import type { pitches } from '../db/schema';

type PitchRow = Pick<typeof pitches.$inferSelect, 'id' | 'name' | 'address' | 'mapUrl' | 'isDefault'>;

export const presentPitch = (row: PitchRow): Pitch => ({
  id: row.id,
  name: row.name,
  address: row.address,
  map_url: row.mapUrl,
  is_default: row.isDefault,
});

/** The default first, then by name: the order of getPitches and of every pitch picker. */
export const sortPitches = (list: readonly Pitch[]): Pitch[] =>
  [...list].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.name.localeCompare(b.name, 'de'));
