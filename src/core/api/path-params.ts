/** Raised before sending when a required path parameter is null or undefined (requirements R5.7). */
export class RequiredParameterError extends Error {
  readonly parameter: string;
  constructor(parameter: string, operation: string) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredParameterError';
    this.parameter = parameter;
  }
}

export type PathParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Fills `{name}` placeholders of a path template, URL-encoding each value. Every placeholder is
 * required: a null or undefined value throws a {@link RequiredParameterError} naming it.
 */
export function buildPath(template: string, params: PathParams, operation = template): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === null || value === undefined) throw new RequiredParameterError(name, operation);
    return encodeURIComponent(String(value));
  });
}
