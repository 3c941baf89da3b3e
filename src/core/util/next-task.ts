/** Resolves in a task of its own: the browser may paint and respond to input before the work goes on. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
