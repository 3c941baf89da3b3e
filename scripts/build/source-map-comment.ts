/** A file's trailing source map comment(s), as esbuild and rollup write them (tsup even twice). */
export const SOURCE_MAP_COMMENT = /(\n?\/\/# sourceMappingURL=[^\n]*)+\s*$/;
