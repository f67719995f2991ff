import ts from 'typescript';
import path from 'node:path';

/** One import found in a source file. */
export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

/** Every static import/export-from and dynamic import() in a TS/TSX source. */
export function findImports(fileName: string, source: string): ImportRef[] {
  const sf = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: ImportRef[] = [];
  const line = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        Boolean(clause?.isTypeOnly) ||
        Boolean(
          clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly),
        );
      out.push({ specifier: node.moduleSpecifier.text, typeOnly, line: line(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      out.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, line: line(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push({ specifier: node.arguments[0].text, typeOnly: false, line: line(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const top = (rel: string) => rel.split('/')[0];

/** The kernel's own entry of the sdk: implementations and helpers outside the public contract. */
const sdkInternal = '@kite/sdk/internal';
const isSdkInternal = (specifier: string) => specifier === sdkInternal || specifier.startsWith(`${sdkInternal}/`);

/** The sdk's entry points below `@kite/sdk/` an extension may import. */
const sdkEntries = new Set(['@kite/sdk/pageKit', '@kite/sdk/kit']);

/** The test kit: for tests only, so it never reaches a build. */
const sdkTesting = '@kite/sdk/testing';
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/') || file.startsWith('sdk/testing/');

/**
 * The dependency rules of docs/architecture.md:
 * - extensions/<x> imports '@kite/sdk' (and '@kite/sdk/pageKit', '@kite/sdk/kit'), libraries and its own folder — never kernel/,
 *   another extension or the sdk's files;
 * - extensions and tests/fixtures/ (third-party extensions) never import '@kite/sdk/internal', the kernel's entry;
 * - '@kite/sdk/testing' is imported by tests only (`*.test.ts(x)`, tests/, the kit itself);
 * - sdk/ imports nothing from kernel/ at runtime;
 * - kernel/ imports no extension, except the one list of built-in bundles.
 * `file` is relative to the repository root, with forward slashes.
 */
export function checkFile(file: string, source: string): Violation[] {
  const violations: Violation[] = [];
  const area = top(file);
  for (const imp of findImports(file, source)) {
    const { specifier } = imp;
    const relative = specifier.startsWith('.');
    const target = relative ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : null;
    const add = (rule: string) => violations.push({ file, line: imp.line, specifier, rule });
    const extensionCode = area === 'extensions' || file.startsWith('tests/fixtures/');
    if (extensionCode && (isSdkInternal(specifier) || (target !== null && /^sdk\/internal(\.ts)?$/.test(target))))
      add("@kite/sdk/internal is the kernel's: extensions and third-party code import the public @kite/sdk");
    if ((specifier === sdkTesting || (target !== null && /^sdk\/testing(\/|$)/.test(target))) && !isTestFile(file))
      add('@kite/sdk/testing is for tests only');
    if (area === 'extensions') {
      const own = file.split('/').slice(0, 2).join('/');
      if (target !== null && !(target === own || target.startsWith(`${own}/`)))
        add('an extension imports only @kite/sdk, libraries and its own folder');
      if (specifier.startsWith('/') || /^(kernel|extensions|devserver)(\/|$)/.test(specifier))
        add('an extension imports only @kite/sdk, libraries and its own folder');
      if (specifier.startsWith('@kite/sdk/') && !sdkEntries.has(specifier) && !isSdkInternal(specifier) && specifier !== sdkTesting)
        add('an extension imports the sdk as @kite/sdk, @kite/sdk/pageKit or @kite/sdk/kit, not its files');
    } else if (area === 'sdk') {
      if (!imp.typeOnly && target !== null && top(target) === 'kernel') add('the sdk imports nothing from kernel/ at runtime');
      if (target !== null && top(target) === 'extensions') add('the sdk imports no extension');
    } else if (area === 'kernel') {
      if (target !== null && top(target) === 'extensions' && file !== 'kernel/extensions/builtins.ts')
        add('the kernel imports no extension except in kernel/extensions/builtins.ts');
    }
  }
  return violations;
}
