// An agent's `terminal/*` requests on Theia terminal processes (a pty each, in Theia's process
// manager, so that a terminal widget in the frontend attaches to it and shows the command run).
import { StringDecoder } from 'string_decoder';
import type * as acp from '@agentclientprotocol/sdk';
import { ProcessManager, TaskTerminalProcess, TaskTerminalProcessFactory } from '@theia/process/lib/node';
import { MultiRingBuffer } from '@theia/process/lib/node/multi-ring-buffer';

/** Kept when the agent sets no `outputByteLimit`, and the most kept when it sets a larger one: the backend's memory is bounded. */
export const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
/** The most terminals one agent process holds unreleased at once. */
export const MAX_TERMINALS = 32;
/** How long a killed command has after SIGTERM before its process group gets SIGKILL. */
const KILL_GRACE_MS = 1000;
/** How long a released terminal's process waits for the frontend's widget to attach to it (to replay its output). */
const ATTACH_WAIT_MS = 10_000;

/** A command's output, its last bytes kept within a limit, cut at a character boundary. */
export class BoundedOutput {
    protected chunks: string[] = [];
    protected bytes = 0;
    truncated = false;

    constructor(readonly limit: number) { }

    append(text: string): void {
        if (!text) {
            return;
        }
        this.chunks.push(text);
        this.bytes += Buffer.byteLength(text, 'utf8');
        while (this.bytes > this.limit && this.chunks.length > 0) {
            this.truncated = true;
            const first = this.chunks[0];
            const firstBytes = Buffer.byteLength(first, 'utf8');
            if (this.bytes - firstBytes >= this.limit) {
                this.chunks.shift();
                this.bytes -= firstBytes;
            } else {
                const kept = tail(first, this.limit - (this.bytes - firstBytes));
                this.chunks[0] = kept;
                this.bytes -= firstBytes - Buffer.byteLength(kept, 'utf8');
            }
        }
        if (this.chunks.length > 64) {
            this.chunks = [this.chunks.join('')];
        }
    }

    text(): string {
        return this.chunks.join('');
    }
}

/** The longest end of the text of at most `bytes` UTF-8 bytes (never half a character). */
function tail(text: string, bytes: number): string {
    const buffer = Buffer.from(text, 'utf8');
    let start = Math.max(buffer.length - bytes, 0);
    // Skip continuation bytes (10xxxxxx): the kept part starts at a character.
    while (start < buffer.length && (buffer[start] & 0xc0) === 0x80) {
        start++;
    }
    return buffer.subarray(start).toString('utf8');
}

/** One `terminal/create`: the process, its output and how it ended. */
export interface AcpTerminal {
    id: string;
    sessionId: string;
    title: string;
    process: TaskTerminalProcess;
    output: BoundedOutput;
    exitStatus?: acp.TerminalExitStatus;
    exited: Promise<acp.TerminalExitStatus>;
    /** Settled once the frontend's widget attached to the process, or failed to. */
    shown: Promise<unknown>;
}

/** The terminals of one agent process. */
export class AcpTerminals {
    protected readonly terminals = new Map<string, AcpTerminal>();

    constructor(
        protected readonly processes: ProcessManager,
        protected readonly factory: TaskTerminalProcessFactory,
        /** The agent's working directory, for a request without `cwd`. */
        protected readonly cwd: string,
        /** Shows a created terminal in the frontend (its Theia terminal id, its title); settles once it is shown. */
        protected readonly show: (terminal: AcpTerminal) => Promise<unknown>
    ) { }

    create(params: acp.CreateTerminalRequest, agentName: string): acp.CreateTerminalResponse {
        if (this.terminals.size >= MAX_TERMINALS) {
            throw new Error(`${MAX_TERMINALS} terminals are open already: release one first`);
        }
        const env: Record<string, string> = {};
        for (const [name, value] of Object.entries(process.env)) {
            if (value !== undefined) {
                env[name] = value;
            }
        }
        for (const variable of params.env ?? []) {
            env[variable.name] = variable.value;
        }
        const args = params.args ?? [];
        const process_ = this.factory({
            command: params.command, args,
            options: { cwd: params.cwd ?? this.cwd, env, name: 'xterm-256color', cols: 120, rows: 30 }
        });
        const limit = params.outputByteLimit == null ? MAX_OUTPUT_BYTES : Math.min(params.outputByteLimit, MAX_OUTPUT_BYTES);
        const output = new BoundedOutput(limit);
        // A reader of the process's ring buffer in latin1, which gives its bytes unchanged (its own
        // streams decode each read as UTF-8, and a read of 16 KiB may end inside a character); the
        // decoder makes text of them, a character split between two reads included.
        const decoder = new StringDecoder('utf8');
        const reader = (process_ as unknown as { ringBuffer: MultiRingBuffer }).ringBuffer.getStream('latin1');
        reader.on('data', (chunk: string) => output.append(decoder.write(Buffer.from(chunk, 'latin1'))));
        const commandLine = [params.command, ...args].join(' ');
        const terminal: AcpTerminal = {
            id: String(process_.id), sessionId: params.sessionId, process: process_, output,
            shown: Promise.resolve(),
            title: `${agentName}: ${commandLine.length > 60 ? commandLine.substring(0, 59) + '…' : commandLine}`,
            exited: new Promise(resolve => {
                const ended = (code: number | undefined | null, signal: string | undefined | null) => {
                    if (!terminal.exitStatus) {
                        output.append(decoder.end());
                        terminal.exitStatus = { exitCode: code ?? null, signal: signal ?? null };
                        resolve(terminal.exitStatus);
                    }
                };
                process_.onExit(event => ended(event.code, event.signal));
                // A command that cannot start (no such program) ends as exit status 127, as in a shell.
                process_.onError(error => {
                    output.append(`${error.message}\r\n`);
                    ended(127, undefined);
                });
            })
        };
        terminal.exited.then(() => reader.destroy());
        this.terminals.set(terminal.id, terminal);
        terminal.shown = this.show(terminal).catch(() => undefined);
        return { terminalId: terminal.id };
    }

    output(params: acp.TerminalOutputRequest): acp.TerminalOutputResponse {
        const terminal = this.get(params);
        // The pty ends lines with CRLF; the agent reads text.
        return { output: terminal.output.text().replace(/\r\n/g, '\n'), truncated: terminal.output.truncated, exitStatus: terminal.exitStatus ?? null };
    }

    async waitForExit(params: acp.WaitForTerminalExitRequest): Promise<acp.WaitForTerminalExitResponse> {
        return this.get(params).exited;
    }

    kill(params: acp.KillTerminalRequest): acp.KillTerminalResponse {
        this.stop(this.get(params));
        return {};
    }

    /** Kills the command if it still runs and forgets the terminal; its widget keeps showing what it wrote. */
    release(params: acp.ReleaseTerminalRequest): acp.ReleaseTerminalResponse {
        this.end(this.get(params));
        return {};
    }

    /** Ends every terminal (the agent process ended, or the frontend went). */
    dispose(): void {
        for (const terminal of [...this.terminals.values()]) {
            this.end(terminal);
        }
    }

    protected end(terminal: AcpTerminal): void {
        this.stop(terminal);
        this.terminals.delete(terminal.id);
        terminal.exited.then(async () => {
            // What the command left running in the background goes with it.
            signalGroup(terminal, 'SIGKILL');
            // Let go of Theia's side once the widget attached (it replays the output from there).
            await Promise.race([terminal.shown, new Promise(resolve => setTimeout(resolve, ATTACH_WAIT_MS))]);
            if (this.processes.get(terminal.process.id)) {
                this.processes.unregister(terminal.process);
            }
        });
    }

    /**
     * SIGTERM to the command's process group, SIGKILL to it a moment later (also when the command
     * ended on SIGTERM: what it started may ignore it).
     */
    protected stop(terminal: AcpTerminal): void {
        if (terminal.exitStatus) {
            return;
        }
        signalGroup(terminal, 'SIGTERM');
        setTimeout(() => signalGroup(terminal, 'SIGKILL'), KILL_GRACE_MS);
    }

    protected get(params: { sessionId: string, terminalId: string }): AcpTerminal {
        const terminal = this.terminals.get(params.terminalId);
        if (!terminal || terminal.sessionId !== params.sessionId) {
            throw new Error(`no terminal ${params.terminalId} in session ${params.sessionId}`);
        }
        return terminal;
    }
}

/** Signals the command's process group: the pty's child leads its own session and group. */
function signalGroup(terminal: AcpTerminal, signal: NodeJS.Signals): void {
    try {
        process.kill(-terminal.process.pid, signal);
    } catch {
        // The group is gone already, or the command never started.
    }
}
