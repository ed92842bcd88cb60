/**
 * Resolves with `value` in a task of its own. A page's chunk is evaluated in the task that loaded
 * it; rendering the page there too made one long task of both, during which the phone answers no
 * tap. Routes pass their loaded chunk through this, so the page renders in the next task
 * (a message, which a background tab does not throttle as it does timers).
 */
export const nextTask = <T>(value: T): Promise<T> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(value);
    };
    channel.port2.postMessage(null);
  });
