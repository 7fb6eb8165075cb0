// What a run must undo (temp dir, servers, the PostgreSQL database), also when it fails or is interrupted.
import { log } from "./log";

/** Cleanup steps run once, in reverse order, on success, failure or Ctrl-C. */
export class Cleanup {
  private steps: Array<{ name: string; run: () => Promise<void> | void }> = [];
  add(name: string, run: () => Promise<void> | void): () => Promise<void> {
    const step = { name, run };
    this.steps.push(step);
    return async () => {
      const i = this.steps.indexOf(step);
      if (i < 0) return;
      this.steps.splice(i, 1);
      await step.run();
    };
  }
  async runAll(): Promise<void> {
    while (this.steps.length > 0) {
      const step = this.steps.pop()!;
      try {
        await step.run();
      } catch (error) {
        log(`cleanup "${step.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
