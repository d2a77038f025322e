// The join-flooding client of bench:live in a process of its own, so its work neither delays the
// benchmark's own timing nor its commands to the load processes. Floods the URL given as the
// first argument until it has sent at least the second argument's joins and is told to stop
// (an IPC message), then answers with how they were answered.
import { floodUntil } from './join-flood';

const [url, joinsText] = process.argv.slice(2);
let stopped = false;
process.once('message', () => {
  stopped = true;
});
const result = await floodUntil(url as string, Number(joinsText), () => stopped);
process.send?.(result, () => process.exit(0));
