/**
 * The part of an AiScript module the glue uses. Both lines (0.19 and 1.x) have this shape,
 * so one glue serves both; `Val` is the line's own value type, read only through `type`.
 */
export interface V {
  type: string;
}

export interface Interp<Val extends V> {
  exec(script?: unknown[]): Promise<unknown>;
  execFn(fn: Val, args: Val[]): Promise<Val>;
  abort(): void;
}

export interface AiLib<Val extends V> {
  Parser: { parse(input: string): unknown[] };
  Interpreter: {
    new (
      consts: Record<string, Val>,
      opts?: {
        in?(q: string): Promise<string>;
        out?(value: Val): void;
        err?(e: Error): void;
        /** 1.x only: steps between yields to the event loop; 0 never yields. */
        irqRate?: number;
        /** 1.x only: what a yield awaits. */
        irqSleep?: () => Promise<void>;
        /** Both lines read it on every step: more steps than this (when truthy) fail. */
        readonly maxStep?: number;
        /** Both lines call it on every block entered and variable touched. */
        log?: (type: string, params: unknown) => void;
      },
    ): Interp<Val>;
    collectMetadata(script?: unknown[]): Map<string | null, unknown> | undefined;
  };
  values: {
    NULL: Val;
    TRUE: Val;
    FALSE: Val;
    STR(s: string): Val;
    OBJ(m: Map<string, Val>): Val;
    ERROR(name: string, info?: Val): Val;
    FN_NATIVE(fn: (args: (Val | undefined)[]) => Val | Promise<Val>): Val;
  };
  utils: {
    jsToVal(v: unknown): Val;
    valToJs(v: Val): unknown;
    valToString(v: Val, simple?: boolean): string;
  };
  errors: { AiScriptRuntimeError: new (message: string) => Error };
}

/** The string inside an AiScript str value, or undefined. */
export function strOf(v: V | undefined): string | undefined {
  return v?.type === 'str' && 'value' in v && typeof v.value === 'string' ? v.value : undefined;
}
