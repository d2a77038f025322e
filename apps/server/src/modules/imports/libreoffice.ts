import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { constants as osConstants, setPriority } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ImportFailure } from './import-failure';

/**
 * LibreOffice's PDF export with hidden slides kept: by default it leaves them out, and the
 * pages must match the package's slide list one to one (hidden slides are dropped here, or not).
 */
const PDF_FILTER =
  'pdf:impress_pdf_Export:{"ExportHiddenSlides":{"type":"boolean","value":"true"}}';

/** LibreOffice's priority: below normal, as the import workers. */
const LOWER_PRIORITY = osConstants.priority.PRIORITY_BELOW_NORMAL;

/**
 * The LibreOffice program to run: `configured` itself when it is a path, else the first
 * executable of that name in PATH; null when there is none (PowerPoint import is then off).
 */
export async function findLibreOffice(configured: string): Promise<string | null> {
  const candidates = configured.includes('/')
    ? [configured]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, configured));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/**
 * Converts `input` (a .pptx) to a PDF in `outDir` with LibreOffice headless, in a profile of its
 * own (`profileDir`, so imports never share or lock one) and a process group of its own, killed
 * whole when `signal` aborts (the import's time limit or a cancel). Returns the PDF's path.
 */
export async function convertToPdf(options: {
  program: string;
  input: string;
  outDir: string;
  profileDir: string;
  signal: AbortSignal;
}): Promise<string> {
  const { program, input, outDir, profileDir, signal } = options;
  if (signal.aborted) throw signal.reason;
  const child = spawn(
    program,
    [
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--nodefault',
      `-env:UserInstallation=${pathToFileURL(profileDir).href}`,
      '--convert-to',
      PDF_FILTER,
      '--outdir',
      outDir,
      input,
    ],
    { detached: true, stdio: 'ignore', env: { ...process.env, HOME: profileDir } },
  );
  // The conversion gives way to the live rooms too (its children inherit the priority).
  try {
    if (child.pid) setPriority(child.pid, LOWER_PRIORITY);
  } catch {
    // Already gone, or not allowed here: it runs at normal priority.
  }
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  signal.addEventListener('abort', killGroup, { once: true });
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    if (signal.aborted) throw signal.reason;
    const output = path.join(outDir, `${path.basename(input, path.extname(input))}.pdf`);
    if (code !== 0 || !(await exists(output))) throw new ImportFailure('unreadable');
    return output;
  } finally {
    signal.removeEventListener('abort', killGroup);
    // soffice.bin may outlive the launcher: whatever is left of the group goes too.
    killGroup();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
