/**
 * The snippet cucumber prints for an undefined step (docs/qa.md#a-new-step), written as this
 * repository writes steps: `this: BackOfficeWorld` and typed parameters, to be made one line
 * calling the area's context. Named in cucumber.mjs (`formatOptions.snippetSyntax`).
 */

interface ParameterInfo {
  readonly name: string;
  readonly type: string | null;
  readonly count: number;
}

interface SnippetOptions {
  readonly comment: string;
  readonly functionName: string;
  readonly generatedExpressions: readonly {
    readonly source: string;
    readonly parameterInfos: readonly ParameterInfo[];
  }[];
  readonly stepParameterNames: readonly string[];
}

const TYPES: Readonly<Record<string, string>> = { String: 'string', Number: 'number', Boolean: 'boolean' };

export default class TypedSnippetSyntax {
  build({ comment, functionName, generatedExpressions, stepParameterNames }: SnippetOptions): string {
    const choices = generatedExpressions.map((expression, index) => {
      const parameters = [
        'this: BackOfficeWorld',
        ...expression.parameterInfos.map(
          (p) => `${p.name}${p.count === 1 ? '' : p.count}: ${TYPES[p.type ?? ''] ?? 'string'}`,
        ),
        ...stepParameterNames.map((name) => `${name}: ${name === 'dataTable' ? 'DataTable' : 'string'}`),
      ];
      const source = expression.source.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
      return `${index === 0 ? '' : '// '}${functionName}('${source}', function (${parameters.join(', ')}) {\n`;
    });
    return (
      `${choices.join('')}` +
      `  // ${comment}\n` +
      "  // One line calling the area's context, e.g. return orders(this).archive(string);\n" +
      "  return 'pending';\n" +
      '});'
    );
  }
}
