// `npm run zone-table`: writes common/league/zone-transitions.ts, the league zone's offsets read
// from this Node's Intl (decision 029 addendum). Run it when zone-table.test.ts says the table is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEAGUE_TIME_ZONE } from '../common/league/kick-off';
import { ZONE_TABLE_YEARS } from '../common/league/zone-table';
import { readZoneTable, zoneTableSource } from '../common/league/zone-table-writer';

const file = join(import.meta.dirname, '..', 'common', 'league', 'zone-transitions.ts');
const table = readZoneTable(LEAGUE_TIME_ZONE, ZONE_TABLE_YEARS.from, ZONE_TABLE_YEARS.until);
writeFileSync(file, zoneTableSource(table));
console.log(
  `${file}: ${table.periods.length / 2} periods of ${table.zone}, ${ZONE_TABLE_YEARS.from}-${ZONE_TABLE_YEARS.until - 1}`,
);
