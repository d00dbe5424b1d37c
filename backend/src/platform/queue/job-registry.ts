import { JobProcessor } from './job-processor';

/** Modules add their job processors here at start-up; the worker host reads them. */
export class JobRegistry {
  private readonly processors: JobProcessor[] = [];

  add(processor: JobProcessor): void {
    this.processors.push(processor as JobProcessor);
  }

  all(): readonly JobProcessor[] {
    return this.processors;
  }
}
