/** Reads a server-sent event stream frame by frame (frames end with a blank line). */
export function framesOf(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** the next frame, keep-alive comments included; null at the stream's end */
    async next(): Promise<string | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return frame;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** the next frame that is not a keep-alive comment */
    async nextEvent(): Promise<string | null> {
      for (;;) {
        const frame = await this.next();
        if (frame === null || !frame.startsWith(':')) return frame;
      }
    },
  };
}
