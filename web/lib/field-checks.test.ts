import { describe, expect, it } from 'vitest';
import { fieldError } from '../../common/api/field-errors';
import * as apiFields from '../../common/api/fields';
import { loadFieldChecks } from './field-checks';

describe("the forms' field checks, loaded on demand", () => {
  it("are the API's own fields, loaded once for every form", async () => {
    const first = loadFieldChecks();
    expect(loadFieldChecks()).toBe(first);
    const fields = await first;
    expect(fields).toBe(apiFields);
    expect(fieldError(fields.teamNameField, '  ')).toBe('Please enter a team name.');
    expect(fieldError(fields.homeScoreField, 2.5)).toBe('The home score must be a whole number.');
  });
});
