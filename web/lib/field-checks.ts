/**
 * The API's own field schemas (common/api/fields.ts, with zod: ~100 KB of script) for the forms'
 * checks before sending. Loaded when a form is first typed into or sent, not with the page:
 * evaluating them took ~60 ms of a page's start-up task on a phone (4x CPU), most of it zod.
 */
let fields: Promise<typeof import('../../common/api/fields')> | undefined;

export function loadFieldChecks(): Promise<typeof import('../../common/api/fields')> {
  // A load that failed (no network and no service worker yet) is tried again on the next send.
  fields ??= import('../../common/api/fields').catch((error: unknown) => {
    fields = undefined;
    throw error;
  });
  return fields;
}

/** On a form's first input, so the checks are there when it is sent; a failed load is retried then. */
export function prepareFieldChecks(): void {
  loadFieldChecks().catch(() => undefined);
}
