import * as v from 'valibot';
import { operation } from './operation';
import { fileField, id, instant, listParams, page } from './wire';

/**
 * A reseller's margin grid (docs/rules.md): its margin in percent per scenario and quantity,
 * replaced whole by uploading a CSV file.
 */

const marginPrice = v.pipe(
  v.object({
    id,
    scenario: v.object({ uid: v.string() }),
    quantity: v.number(),
    marge: v.pipe(v.number(), v.description('percent')),
    createdAt: instant,
  }),
  v.title('MarginPrice'),
);

/** The sortable fields of the grid (the first is the default sort, ascending). */
const MARGIN_PRICE_SORT_FIELDS = ['scenarioUid', 'quantity', 'marge', 'createdAt'] as const;

const marginUploadAnswer = v.object({
  imported: v.pipe(v.number(), v.integer(), v.description('the lines of the new grid')),
});

const TAG = 'Resellers';

export const marginPricesApi = {
  listMarginPrices: operation({
    id: 'listMarginPrices',
    method: 'get',
    path: '/reseller_marge_prices',
    tag: TAG,
    summary: 'A page of a margin grid: a reseller’s own, or for staff any reseller’s (`_resellerId`) or all',
    access: 'scoped',
    query: {
      ...listParams(MARGIN_PRICE_SORT_FIELDS, 'scenarioUid (asc)'),
      _resellerId: v.optional(v.pipe(id, v.description('staff: one reseller’s grid (a reseller always gets its own)'))),
    },
    answer: { status: 200, schema: page(marginPrice) },
    errors: [400],
  }),
  listMarginScenarios: operation({
    id: 'listMarginScenarios',
    method: 'get',
    path: '/reseller_marge_prices/scenarios',
    tag: TAG,
    summary:
      'The scenarios a grid line may name, by uid: the ones the upload accepts, so a file is checked before it is sent',
    access: 'scoped',
    answer: {
      status: 200,
      schema: page(v.pipe(v.object({ uid: v.string(), name: v.string() }), v.title('MarginScenario'))),
    },
    addition: true,
  }),
  uploadMarginPrices: operation({
    id: 'uploadMarginPrices',
    method: 'post',
    path: '/reseller_marge_prices',
    tag: TAG,
    summary: 'Replaces the reseller’s grid by a CSV file (2 MB at most); a file with any bad line changes nothing',
    description:
      'A refused file is a 400 naming every bad line (`line 3`) or the file as a whole (`file`). The CSV ' +
      'columns are the scenario uid, the quantity and the margin in percent.',
    access: 'reseller',
    body: {
      schema: v.object({ file: fileField }),
      multipart: true,
      example: { file: 'scenario_uid;quantity;marge\nSC-001-VELIN;500;12,5\nSC-001-VELIN;1000;10\n' },
    },
    answer: { status: 201, schema: marginUploadAnswer, example: { imported: 12 } },
    errors: [400, 413],
  }),
} as const;

export type MarginPriceWire = v.InferOutput<typeof marginPrice>;
export type MarginUploadWire = v.InferOutput<typeof marginUploadAnswer>;
