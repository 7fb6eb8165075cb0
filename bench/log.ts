// Progress of a run, on stderr (stdout holds only the results).

export const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
