/**
 * TypeScript into JavaScript as a reader would write it: the TypeScript compiler removes the types, Prettier
 * formats the result in the style the TypeScript was written in. Both load on first use, so a page or a Preview
 * without such a block never pays for them.
 */
import type * as TypeScript from 'typescript';

type Compiler = typeof TypeScript;
type Formatter = {
  format: (code: string, options: Record<string, unknown>) => Promise<string>;
  plugins: unknown[];
  version: string;
};

let compiler: Promise<Compiler> | undefined;
let formatter: Promise<Formatter> | undefined;

export function loadCompiler(): Promise<Compiler> {
  compiler ??= import('typescript').then(
    (module) => ((module as { default?: Compiler }).default ?? module) as Compiler,
  );
  return compiler;
}

function loadFormatter(): Promise<Formatter> {
  formatter ??= Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
  ]).then(([prettier, babel, estree]) => ({
    format: prettier.format,
    plugins: [babel, estree],
    // The standalone build exports its version; its type declarations leave it out.
    version: (prettier as unknown as { version: string }).version,
  }));
  return formatter;
}

/** Prettier's version: the JavaScript it makes can change with it. */
export async function formatterVersion(): Promise<string> {
  return (await loadFormatter()).version;
}

/** How the example's own TypeScript is written, which its JavaScript follows. */
export type CodeStyle = { semicolons: boolean; singleQuotes: boolean };

const STATEMENT_KINDS = (ts: Compiler) =>
  new Set([
    ts.SyntaxKind.ExpressionStatement,
    ts.SyntaxKind.VariableStatement,
    ts.SyntaxKind.ImportDeclaration,
    ts.SyntaxKind.ExportDeclaration,
    ts.SyntaxKind.ExportAssignment,
    ts.SyntaxKind.ReturnStatement,
    ts.SyntaxKind.ThrowStatement,
    ts.SyntaxKind.TypeAliasDeclaration,
    // Members of interfaces and type literals: `;` after each in Prettier's default style, nothing without semicolons.
    ts.SyntaxKind.PropertySignature,
    ts.SyntaxKind.MethodSignature,
  ]);

/** The quotes and semicolons most of the source's strings and statements use (Prettier's defaults on a tie). */
export function codeStyleOf(ts: Compiler, code: string, fileName: string): CodeStyle {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, scriptKind(ts, fileName));
  const statementKinds = STATEMENT_KINDS(ts);
  let single = 0;
  let double = 0;
  let withSemicolon = 0;
  let without = 0;
  const visit = (node: TypeScript.Node) => {
    if (ts.isStringLiteral(node) && !ts.isJsxAttribute(node.parent)) {
      const quote = node.getText(source)[0];
      if (quote === "'") single++;
      else if (quote === '"') double++;
    }
    if (statementKinds.has(node.kind)) {
      if (node.getText(source).endsWith(';')) withSemicolon++;
      else without++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { semicolons: withSemicolon >= without, singleQuotes: single > double };
}

const scriptKind = (ts: Compiler, fileName: string) => (fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** Stands in for blank lines, which the compiler drops, so the JavaScript keeps the example's paragraphs. */
const BLANK_LINE = '//__blank_line__';

/**
 * One file's JavaScript, formatted. Comments stay (they explain the example); `@ts-ignore` and
 * `@ts-expect-error` lines go, since they mean nothing in JavaScript. Syntax errors throw, naming line and message.
 */
export async function transpileFile(code: string, fileName: string, style: CodeStyle): Promise<string> {
  const ts = await loadCompiler();
  const result = ts.transpileModule(code.replace(/^[ \t]*$/gm, BLANK_LINE), {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      // The newest JavaScript, so the example reads as written: nothing is rewritten for older engines.
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      verbatimModuleSyntax: false,
    },
  });
  const [problem] = result.diagnostics ?? [];
  if (problem) {
    const where =
      problem.file && problem.start !== undefined
        ? `line ${problem.file.getLineAndCharacterOfPosition(problem.start).line + 1}: `
        : '';
    throw new Error(`${fileName}: ${where}${ts.flattenDiagnosticMessageText(problem.messageText, ' ')}`);
  }
  const javascript = result.outputText
    .replaceAll(BLANK_LINE, '')
    .replace(/(\n[ \t]*|^)\/\/ ?@ts-(?:ignore|expect-error).*$/gm, '');
  const { format, plugins } = await loadFormatter();
  return format(javascript, { parser: 'babel', plugins, semi: style.semicolons, singleQuote: style.singleQuotes });
}
