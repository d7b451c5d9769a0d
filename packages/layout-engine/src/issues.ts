// Validation findings in one shape, whichever validator produced them (Ajv at run time in
// Node, or the standalone code in the browser), so both paths print and compare the same way.

export interface ValidationIssue {
  /** JSON pointer of the offending value ('' is the document itself). */
  pointer: string;
  /** The broken rule: a JSON Schema keyword, or a semantic rule name such as `uniqueKey`. */
  rule: string;
  message: string;
}

/** The subset of an Ajv error both Ajv and its standalone code produce. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

const escapePointerToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** Turns Ajv errors into issues whose pointer names the exact field (missing or unknown ones too). */
export function issuesFromSchemaErrors(errors: readonly SchemaError[] | null | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'additionalProperties') {
      const property = String(error.params.additionalProperty);
      issues.push({
        pointer: `${error.instancePath}/${escapePointerToken(property)}`,
        rule: error.keyword,
        message: 'unknown property (must NOT have additional properties)',
      });
    } else if (error.keyword === 'required') {
      const property = String(error.params.missingProperty);
      issues.push({
        pointer: `${error.instancePath}/${escapePointerToken(property)}`,
        rule: error.keyword,
        message: 'is required but missing',
      });
    } else if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues)) {
      issues.push({
        pointer: error.instancePath,
        rule: error.keyword,
        message: `must be one of ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`,
      });
    } else if (error.keyword === 'if') {
      // `if` failures repeat the inner `then` error that is reported on its own.
    } else {
      issues.push({
        pointer: error.instancePath,
        rule: error.keyword,
        message: error.message ?? error.keyword,
      });
    }
  }
  return dedupe(issues);
}

function dedupe(issues: ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.pointer}\u0000${issue.rule}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `file: /pointer: message (rule)` — one line per issue, as the CLI and the error screen print them. */
export function formatIssue(source: string, issue: ValidationIssue): string {
  return `${source}: ${issue.pointer || '/'}: ${issue.message} [${issue.rule}]`;
}
