// Types of scripts/mantine-styles.mjs for the TypeScript that imports it (its unit test).
export function unstyledMantineClasses(dist: string): string[];
export function stylesheetsDefining(classes: string[], stylesDir?: string): string[];
