import { expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

it('resolves with the value after the current task and its microtasks', async () => {
  const order: string[] = [];
  const done = nextTask('page').then((value) => order.push(`next task: ${value}`));
  void Promise.resolve().then(() => order.push('microtask'));
  order.push('current task');
  await done;
  expect(order).toEqual(['current task', 'microtask', 'next task: page']);
});
