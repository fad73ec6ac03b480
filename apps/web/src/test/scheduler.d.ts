// React's scheduler (react-dom's own dependency) ships no types; the test helpers use two of its exports.
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priorityLevel: number, callback: () => void): unknown;
}
