import ts from 'typescript';
import path from 'node:path';
import { compareNames } from './apiReportRender';

/**
 * The public surface's budget: how many names `@kite/sdk` and `@kite/sdk/pageKit` export together.
 * `npm run check:api` fails above it. Raise it on purpose, in review — or move kernel-only code to
 * `@kite/sdk/internal` instead.
 * 326 → 330 (wave 3): the kit's `TimeSeriesChart` (+ props), which /about and the control panel share, and the
 * AiScript runner's app view props, which the App widget and Play share.
 * 330 → 332 (issue 38): the kit's `writeOnce` and `outcomeUnclear` — the "write once, and on an unclear answer
 * ask the server whether it happened" rule that posting, renotes, votes and follows share.
 * 333 → 337 (issue 33): the kit's `usePagedLoad` and `LoadMore` (+ `PagedLoad`, `PageAfter`) — a list the server
 * gives a page at a time, which nine control-panel pages shared as nine copies.
 * 337 → 340 (issue 42): the kit's `Select` and `Switch` — the themed select and switch on their own, for
 * controls whose label is laid out by the page (preferences with their sync toggles), beside `SelectRow`/`SwitchRow`
 * — and `FormSection`, the titled group without the browser's fieldset frame (theme choices, the poll editor).
 * +1 (issue 40): `PaletteCommandContribution`, the item type of the new `paletteCommands` contribution point.
 * +1 (issue 42): `plainName`, a user's name without its custom emoji codes, for document titles and accessible labels
 * (seventeen places wrote `name ?? username` and read the codes aloud).
 * +1: the kit's `BottomNotice`, the not-modal question at the bottom of the screen that the donation notice and the
 * install offer drew as two copies.
 */
export const PUBLIC_NAME_BUDGET = 343;

/** The public entry points (those shared with third-party bundles), by import specifier, and the file each one is. */
export const PUBLIC_ENTRIES: readonly { readonly specifier: string; readonly file: string }[] = [
  { specifier: '@kite/sdk', file: 'sdk/index.ts' },
  { specifier: '@kite/sdk/pageKit', file: 'sdk/pageKit.ts' },
  { specifier: '@kite/sdk/kit', file: 'sdk/kit/index.ts' },
];

/** One exported name of an entry point, as the report and the reference show it. */
export interface ApiExport {
  /** The entry point's import specifier, e.g. `@kite/sdk`. */
  readonly entry: string;
  readonly name: string;
  /** `function`, `class`, `interface`, `type`, `enum`, `const`, `token` (a `Token<T>` const)… joined by ` + ` when merged. */
  readonly kind: string;
  /** The declaration without its body, comments or `export` keyword. */
  readonly signature: string;
  /** The same with its members' doc comments, for the reference. */
  readonly commented: string;
  /** The whole doc comment (tags as `@tag text` lines); empty when there is none. */
  readonly doc: string;
  /** Where it is declared: repository-relative, forward slashes. */
  readonly source: string;
  readonly line: number;
}

/** A program over the entry points with the repository's compiler options (paths, jsx…). */
export function createSdkProgram(root: string, files: readonly string[]): ts.Program {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  return ts.createProgram({ rootNames: files.map((f) => path.join(root, f)), options: parsed.options });
}

/** Every export of each entry point, sorted by name within the entry. */
export function collectExports(program: ts.Program, root: string, entries = PUBLIC_ENTRIES): ApiExport[] {
  const checker = program.getTypeChecker();
  const bare = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const commented = ts.createPrinter({ removeComments: false, newLine: ts.NewLineKind.LineFeed });
  const out: ApiExport[] = [];
  for (const entry of entries) {
    const sf = program.getSourceFile(path.join(root, entry.file));
    const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) throw new Error(`api report: cannot read ${entry.file}`);
    const rows = checker.getExportsOfModule(moduleSymbol).map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declarations = (symbol.declarations ?? []).filter((d) => !isOverloadImplementation(checker, d));
      const first = declarations[0];
      if (!first) throw new Error(`api report: ${entry.specifier} exports ${exported.name} without a declaration`);
      const file = first.getSourceFile();
      return {
        entry: entry.specifier,
        name: exported.name,
        kind: [...new Set(declarations.map((d) => kindOf(checker, d)))].join(' + '),
        signature: declarations.map((d) => printDeclaration(checker, bare, d, exported.name)).join('\n'),
        commented: declarations.map((d) => printDeclaration(checker, commented, d, exported.name)).join('\n'),
        doc: docOf(checker, symbol),
        source: path.relative(root, file.fileName).split(path.sep).join('/'),
        line: file.getLineAndCharacterOfPosition(first.getStart()).line + 1,
      };
    });
    out.push(...rows.sort((a, b) => compareNames(a.name, b.name)));
  }
  return out;
}

function isOverloadImplementation(checker: ts.TypeChecker, d: ts.Declaration): boolean {
  return (
    (ts.isFunctionDeclaration(d) || ts.isMethodDeclaration(d)) && d.body !== undefined && checker.isImplementationOfOverload(d) === true
  );
}

function kindOf(checker: ts.TypeChecker, d: ts.Declaration): string {
  if (ts.isFunctionDeclaration(d)) return 'function';
  if (ts.isClassDeclaration(d)) return 'class';
  if (ts.isInterfaceDeclaration(d)) return 'interface';
  if (ts.isTypeAliasDeclaration(d)) return 'type';
  if (ts.isEnumDeclaration(d)) return 'enum';
  if (ts.isModuleDeclaration(d)) return 'namespace';
  if (ts.isVariableDeclaration(d)) {
    if (checker.getTypeAtLocation(d).getSymbol()?.getName() === 'Token') return 'token';
    const flags = d.parent.flags;
    return flags & ts.NodeFlags.Const ? 'const' : flags & ts.NodeFlags.Let ? 'let' : 'var';
  }
  return ts.SyntaxKind[d.kind];
}

/** The doc comment's text, then its tags as `@tag text` lines. */
function docOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const tags = symbol.getJsDocTags(checker).map((t) => `@${t.name}${t.text ? ` ${ts.displayPartsToString(t.text)}` : ''}`);
  return [text, ...tags].filter(Boolean).join('\n\n');
}

const typeFlags = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope;

function inferredType(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): ts.TypeNode | undefined {
  return checker.typeToTypeNode(type, at, typeFlags);
}

const withoutExport = (modifiers: ts.NodeArray<ts.ModifierLike> | undefined) =>
  modifiers?.filter((m) => m.kind !== ts.SyntaxKind.ExportKeyword && m.kind !== ts.SyntaxKind.DefaultKeyword);

const isPrivate = (m: ts.ClassElement) =>
  (m.name !== undefined && ts.isPrivateIdentifier(m.name)) ||
  (ts.canHaveModifiers(m) && (ts.getModifiers(m) ?? []).some((x) => x.kind === ts.SyntaxKind.PrivateKeyword));

/** A declaration as its users see it: no bodies, initializers, private members or comments. */
function printDeclaration(checker: ts.TypeChecker, printer: ts.Printer, d: ts.Declaration, name: string): string {
  const f = ts.factory;
  const sf = d.getSourceFile();
  let node: ts.Node = d;
  if (ts.isFunctionDeclaration(d)) {
    const returns = d.type ?? returnType(checker, d);
    const modifiers = withoutAsync(f.createNodeArray(withoutExport(d.modifiers)));
    node = f.updateFunctionDeclaration(
      d,
      modifiers,
      d.asteriskToken,
      d.name,
      d.typeParameters,
      callerParameters(checker, d.parameters),
      returns,
      undefined,
    );
  } else if (ts.isClassDeclaration(d)) {
    const members = d.members.filter((m) => !isPrivate(m) && !ts.isClassStaticBlockDeclaration(m)).flatMap((m) => publicMember(checker, m));
    node = f.updateClassDeclaration(d, withoutExport(d.modifiers), d.name, d.typeParameters, d.heritageClauses, members);
  } else if (ts.isInterfaceDeclaration(d)) {
    node = f.updateInterfaceDeclaration(d, withoutExport(d.modifiers), d.name, d.typeParameters, d.heritageClauses, d.members);
  } else if (ts.isTypeAliasDeclaration(d)) {
    node = f.updateTypeAliasDeclaration(d, withoutExport(d.modifiers), d.name, d.typeParameters, d.type);
  } else if (ts.isEnumDeclaration(d)) {
    node = f.updateEnumDeclaration(d, withoutExport(d.modifiers), d.name, d.members);
  } else if (ts.isVariableDeclaration(d)) {
    const type = d.type ?? inferredType(checker, checker.getTypeAtLocation(d), d);
    const declaration = f.createVariableDeclaration(d.name, undefined, type, undefined);
    const keyword = d.parent.flags & (ts.NodeFlags.Const | ts.NodeFlags.Let);
    node = f.createVariableStatement(undefined, f.createVariableDeclarationList([declaration], keyword));
  } else {
    return `${ts.SyntaxKind[d.kind]} ${name}`;
  }
  // The declaration's own doc comment is shown apart; its members' stay (with the commenting printer).
  ts.setEmitFlags(node, ts.EmitFlags.NoLeadingComments);
  return printer.printNode(ts.EmitHint.Unspecified, node, sf).trim();
}

function returnType(checker: ts.TypeChecker, d: ts.SignatureDeclaration): ts.TypeNode | undefined {
  const signature = checker.getSignatureFromDeclaration(d);
  return signature && inferredType(checker, checker.getReturnTypeOfSignature(signature), d);
}

/**
 * A signature's parameters as a caller reads them: a default value becomes `?` (a default is
 * the body's business), parameter properties lose their modifiers (they are listed as properties).
 */
function callerParameters(checker: ts.TypeChecker, params: ts.NodeArray<ts.ParameterDeclaration>): ts.ParameterDeclaration[] {
  const f = ts.factory;
  return params.map((p) => {
    if (!p.initializer && !ts.getModifiers(p)?.length) return p;
    const type = p.type ?? inferredType(checker, checker.getTypeAtLocation(p), p);
    const optional = p.questionToken ?? (p.initializer && !p.dotDotDotToken ? f.createToken(ts.SyntaxKind.QuestionToken) : undefined);
    return f.updateParameterDeclaration(p, undefined, p.dotDotDotToken, p.name, optional, type, undefined);
  });
}

const withoutAsync = (modifiers: ts.NodeArray<ts.ModifierLike> | undefined) =>
  modifiers?.filter((m) => m.kind !== ts.SyntaxKind.AsyncKeyword);

function publicMember(checker: ts.TypeChecker, m: ts.ClassElement): ts.ClassElement[] {
  const f = ts.factory;
  if (ts.isMethodDeclaration(m)) {
    if (isOverloadImplementation(checker, m)) return [];
    const params = callerParameters(checker, m.parameters);
    return [
      f.updateMethodDeclaration(
        m,
        withoutAsync(m.modifiers),
        m.asteriskToken,
        m.name,
        m.questionToken,
        m.typeParameters,
        params,
        m.type ?? returnType(checker, m),
        undefined,
      ),
    ];
  }
  if (ts.isConstructorDeclaration(m)) {
    if (m.body && checker.isImplementationOfOverload(m)) return [];
    // Public parameter properties are properties of the class: listed as such, before the constructor.
    const properties = m.parameters.flatMap((p) => {
      const modifiers = ts.getModifiers(p) ?? [];
      if (!ts.isIdentifier(p.name) || !modifiers.length || modifiers.some((x) => x.kind === ts.SyntaxKind.PrivateKeyword)) return [];
      const kept = modifiers.filter((x) => x.kind !== ts.SyntaxKind.PublicKeyword);
      const type = p.type ?? inferredType(checker, checker.getTypeAtLocation(p), p);
      return [f.createPropertyDeclaration(kept, p.name, p.questionToken, type, undefined)];
    });
    return [...properties, f.updateConstructorDeclaration(m, m.modifiers, callerParameters(checker, m.parameters), undefined)];
  }
  if (ts.isGetAccessorDeclaration(m))
    return [f.updateGetAccessorDeclaration(m, m.modifiers, m.name, m.parameters, m.type ?? returnType(checker, m), undefined)];
  if (ts.isSetAccessorDeclaration(m))
    return [f.updateSetAccessorDeclaration(m, m.modifiers, m.name, callerParameters(checker, m.parameters), undefined)];
  if (ts.isPropertyDeclaration(m)) {
    const type = m.type ?? inferredType(checker, checker.getTypeAtLocation(m), m);
    return [f.updatePropertyDeclaration(m, m.modifiers, m.name, m.questionToken ?? m.exclamationToken, type, undefined)];
  }
  return [m];
}
