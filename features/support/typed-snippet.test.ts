import { describe, expect, it } from 'vitest';
import TypedSnippetSyntax from './typed-snippet';

describe('the snippet of an undefined step (docs/qa.md#a-new-step)', () => {
  it('types the World and each parameter, as the steps of this repository are written', () => {
    const snippet = new TypedSnippetSyntax().build({
      comment: 'Write code here that turns the phrase above into concrete actions',
      functionName: 'When',
      generatedExpressions: [
        {
          source: "they archive {int} of their {string} orders, it's {string}",
          parameterInfos: [
            { name: 'int', type: 'Number', count: 1 },
            { name: 'string', type: 'String', count: 1 },
            { name: 'string', type: 'String', count: 2 },
          ],
        },
      ],
      stepParameterNames: ['dataTable'],
    });
    expect(snippet.split('\n')[0]).toBe(
      "When('they archive {int} of their {string} orders, it\\'s {string}', " +
        'function (this: BackOfficeWorld, int: number, string: string, string2: string, dataTable: DataTable) {',
    );
    expect(snippet).toContain("return 'pending';");
  });
});
