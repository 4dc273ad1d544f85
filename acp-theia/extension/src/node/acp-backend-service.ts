// The backend's ACP client: starts each configured agent over stdio with the official TypeScript
// SDK and routes its session updates and requests to the frontend turn they belong to.
import { ChildProcess, spawn } from 'child_process';
import { Readable, Writable } from 'stream';
import * as acp from '@agentclientprotocol/sdk';
import { inject, injectable } from '@theia/core/shared/inversify';
import { ProcessManager, TaskTerminalProcessFactory } from '@theia/process/lib/node';
import {
    AcpAgentConfig, AcpBackendService, AcpFrontendClient, AcpSessionRequest, AcpSessionState, AcpTurnRequest, AcpTurnResult
} from '../common/acp-protocol';
import { AcpTerminals } from './acp-terminals';

/** A running agent process and its connection. */
interface AgentProcess {
    key: string;
    process: ChildProcess;
    connection: acp.ClientConnection;
    ready: Promise<acp.InitializeResponse>;
    /** ACP session id per chat session. */
    sessions: Map<string, Promise<acp.NewSessionResponse>>;
    /** The sessions opened, by ACP session id, and their chat sessions: their modes and options follow the agent's updates. */
    opened: Map<string, { chatSessionId: string, session: acp.NewSessionResponse }>;
    /** The slash commands the agent offers, by ACP session id. */
    commands: Map<string, acp.AvailableCommand[]>;
    terminals: AcpTerminals;
    stderr: string[];
    /** How the process ended, once it has. */
    exit?: string;
    exited: Promise<void>;
}

/** A turn in progress: where its updates go. */
interface Turn {
    turnId: string;
    sessionId: string;
    agent: AgentProcess;
    queue: acp.SessionNotification[];
    flush?: NodeJS.Immediate;
}

@injectable()
export class AcpBackendServiceImpl implements AcpBackendService {

    @inject(ProcessManager) protected readonly processes: ProcessManager;
    @inject(TaskTerminalProcessFactory) protected readonly terminalFactory: TaskTerminalProcessFactory;

    protected client: AcpFrontendClient | undefined;
    protected readonly agents = new Map<string, AgentProcess>();
    protected readonly turns = new Map<string, Turn>();
    /** The turn running on each ACP session id. */
    protected readonly sessionTurns = new Map<string, Turn>();

    setClient(client: AcpFrontendClient | undefined): void {
        this.client = client;
    }

    async open(request: AcpSessionRequest): Promise<AcpSessionState> {
        const { agent, session } = await this.session(request);
        return stateOf(agent, session);
    }

    /** The chat session's ACP session: the agent is started and the session opened (`session/new`) when needed. */
    protected async session(request: AcpSessionRequest): Promise<{ agent: AgentProcess, session: acp.NewSessionResponse }> {
        const agent = this.agent(request.agent, request.cwd);
        await agent.ready;
        let session = agent.sessions.get(request.chatSessionId);
        if (!session) {
            session = agent.connection.agent.request(acp.methods.agent.session.new, { cwd: request.cwd, mcpServers: [] });
            agent.sessions.set(request.chatSessionId, session);
            session.then(opened => agent.opened.set(opened.sessionId, { chatSessionId: request.chatSessionId, session: opened }),
                () => agent.sessions.delete(request.chatSessionId));
        }
        return { agent, session: await session };
    }

    async prompt(request: AcpTurnRequest): Promise<AcpTurnResult> {
        const { agent, session: { sessionId, modes } } = await this.session(request);
        if (request.modeId && modes && modes.currentModeId !== request.modeId
            && modes.availableModes.some(mode => mode.id === request.modeId)) {
            await agent.connection.agent.request(acp.methods.agent.session.setMode, { sessionId, modeId: request.modeId });
            modes.currentModeId = request.modeId;
        }
        const turn: Turn = { turnId: request.turnId, sessionId, agent, queue: [] };
        this.turns.set(turn.turnId, turn);
        this.sessionTurns.set(sessionId, turn);
        try {
            const response = await agent.connection.agent.request(acp.methods.agent.session.prompt,
                { sessionId, prompt: [{ type: 'text', text: request.text }] });
            return { stopReason: response.stopReason, sessionId };
        } catch (error) {
            if (!agent.connection.signal.aborted) {
                throw error;
            }
            // The connection went with the process: say how it ended (its stdout closes just before).
            await Promise.race([agent.exited, new Promise(resolve => setTimeout(resolve, 2000))]);
            throw new Error(`the agent ${request.agent.name} ended during the turn (${agent.exit ?? 'its output closed'})${this.lastWords(agent)}`);
        } finally {
            this.flush(turn);
            this.turns.delete(turn.turnId);
            if (this.sessionTurns.get(sessionId) === turn) {
                this.sessionTurns.delete(sessionId);
            }
        }
    }

    async cancel(turnId: string): Promise<void> {
        const turn = this.turns.get(turnId);
        if (turn) {
            await turn.agent.connection.agent.notify(acp.methods.agent.session.cancel, { sessionId: turn.sessionId });
        }
    }

    async state(agentName: string, chatSessionId: string): Promise<AcpSessionState | undefined> {
        const agent = this.running(agentName);
        const session = agent?.sessions.get(chatSessionId);
        return session && stateOf(agent!, await session);
    }

    async setConfigOption(agentName: string, chatSessionId: string, configId: string, value: string | boolean): Promise<AcpSessionState> {
        const agent = this.running(agentName);
        const pending = agent?.sessions.get(chatSessionId);
        if (!agent || !pending) {
            throw new Error(`the agent ${agentName} has no session in this chat yet: send it a request first`);
        }
        const session = await pending;
        const { configOptions } = await agent.connection.agent.request(acp.methods.agent.session.setConfigOption,
            typeof value === 'boolean' ? { sessionId: session.sessionId, configId, type: 'boolean', value } : { sessionId: session.sessionId, configId, value });
        session.configOptions = configOptions;
        return stateOf(agent, session);
    }

    /** The running process of the agent with that name. */
    protected running(agentName: string): AgentProcess | undefined {
        return [...this.agents.values()].find(agent => agent.key.startsWith(agentName + '\0') && !agent.connection.signal.aborted);
    }

    /** The process for an agent's configuration, started on first use and again after it ended. */
    protected agent(config: AcpAgentConfig, cwd: string): AgentProcess {
        const key = [config.name, config.command, ...(config.args ?? []), JSON.stringify(config.env ?? {})].join('\0');
        const running = this.agents.get(key);
        if (running && !running.connection.signal.aborted) {
            return running;
        }
        const child = spawn(config.command, config.args ?? [], {
            cwd, env: { ...process.env, ...config.env }, stdio: ['pipe', 'pipe', 'pipe']
        });
        const stderr: string[] = [];
        child.stderr!.setEncoding('utf8').on('data', (data: string) => {
            stderr.push(data);
            if (stderr.length > 50) {
                stderr.shift();
            }
        });
        const stream = acp.ndJsonStream(Writable.toWeb(child.stdin!) as WritableStream<Uint8Array>,
            Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>);
        const app = acp.client({ name: 'acp4j-theia' })
            .onNotification(acp.methods.client.session.update, ({ params }) => this.update(agent, config.name, params))
            .onRequest(acp.methods.client.session.requestPermission, ({ params }) => this.requestPermission(params))
            .onRequest(acp.methods.client.fs.readTextFile, ({ params }) => this.frontend().readTextFile(params))
            .onRequest(acp.methods.client.fs.writeTextFile, async ({ params }) => {
                await this.frontend().writeTextFile(params);
                return {};
            })
            .onRequest(acp.methods.client.terminal.create, ({ params }) => agent.terminals.create(params, config.name))
            .onRequest(acp.methods.client.terminal.output, ({ params }) => agent.terminals.output(params))
            .onRequest(acp.methods.client.terminal.waitForExit, ({ params }) => agent.terminals.waitForExit(params))
            .onRequest(acp.methods.client.terminal.kill, ({ params }) => agent.terminals.kill(params))
            .onRequest(acp.methods.client.terminal.release, ({ params }) => agent.terminals.release(params));
        const connection = app.connect(stream);
        const agent: AgentProcess = {
            key, process: child, connection, sessions: new Map(), opened: new Map(), commands: new Map(), stderr, exited: Promise.resolve(),
            terminals: new AcpTerminals(this.processes, this.terminalFactory, cwd,
                async terminal => this.client?.showTerminal(Number(terminal.id), terminal.title)),
            ready: connection.agent.request(acp.methods.agent.initialize, {
                protocolVersion: acp.PROTOCOL_VERSION,
                clientCapabilities: { fs: { readTextFile: true, writeTextFile: true }, terminal: true },
                clientInfo: { name: 'acp4j-theia', version: '0.1.0' }
            })
        };
        agent.exited = new Promise(resolve => child.on('exit', (code, signal) => {
            agent.exit = signal ? `signal ${signal}` : `exit status ${code}`;
            agent.terminals.dispose();
            connection.close(new Error(`the agent ${config.name} ended (${agent.exit})${this.lastWords(agent)}`));
            resolve();
        }));
        child.on('error', error => connection.close(error));
        agent.ready.catch(() => child.kill());
        this.agents.set(key, agent);
        return agent;
    }

    protected lastWords(agent: AgentProcess): string {
        const words = agent.stderr.join('').trim().split('\n').slice(-3).join('\n');
        return words ? `: ${words}` : '';
    }

    /** Queues an update for its turn; the queue leaves once per event-loop turn, adjacent text chunks joined. */
    protected update(agent: AgentProcess, agentName: string, notification: acp.SessionNotification): void {
        if (notification.update.sessionUpdate === 'available_commands_update') {
            // Sent when the session opens, before its first turn: kept for the chat's suggestions.
            agent.commands.set(notification.sessionId, notification.update.availableCommands);
            this.client?.onCommands(agentName, notification.update.availableCommands);
            return;
        }
        const opened = agent.opened.get(notification.sessionId);
        if (notification.update.sessionUpdate === 'current_mode_update' || notification.update.sessionUpdate === 'config_option_update') {
            // The session changed on the agent's side (acp4j sends both after either of set_mode and set_config_option).
            if (opened) {
                if (notification.update.sessionUpdate === 'config_option_update') {
                    opened.session.configOptions = notification.update.configOptions;
                } else if (opened.session.modes) {
                    opened.session.modes.currentModeId = notification.update.currentModeId;
                }
                this.client?.onSessionState(agentName, opened.chatSessionId, stateOf(agent, opened.session));
            }
            return;
        }
        const turn = this.sessionTurns.get(notification.sessionId);
        if (!turn) {
            return;
        }
        const last = turn.queue[turn.queue.length - 1];
        const update = notification.update;
        if (last && (update.sessionUpdate === 'agent_message_chunk' || update.sessionUpdate === 'agent_thought_chunk')
            && last.update.sessionUpdate === update.sessionUpdate && update.content.type === 'text'
            && last.update.content.type === 'text') {
            last.update = { ...last.update, content: { ...last.update.content, text: last.update.content.text + update.content.text } };
        } else {
            turn.queue.push(notification);
        }
        if (!turn.flush) {
            turn.flush = setImmediate(() => this.flush(turn));
        }
    }

    protected flush(turn: Turn): void {
        if (turn.flush) {
            clearImmediate(turn.flush);
            turn.flush = undefined;
        }
        if (turn.queue.length > 0) {
            const updates = turn.queue;
            turn.queue = [];
            this.frontend().onUpdates(turn.turnId, updates);
        }
    }

    /** Asks in the chat of the session's turn; a session with no turn here gets `cancelled`. */
    protected async requestPermission(params: acp.RequestPermissionRequest): Promise<acp.RequestPermissionResponse> {
        const turn = this.sessionTurns.get(params.sessionId);
        if (!turn) {
            return { outcome: { outcome: 'cancelled' } };
        }
        this.flush(turn);
        return this.frontend().requestPermission(turn.turnId, params);
    }

    protected frontend(): AcpFrontendClient {
        if (!this.client) {
            throw new Error('no Theia frontend is connected');
        }
        return this.client;
    }

    dispose(): void {
        for (const agent of this.agents.values()) {
            agent.terminals.dispose();
            agent.connection.close();
            agent.process.kill();
        }
        this.agents.clear();
    }
}

/** What the frontend is told of a session. */
function stateOf(agent: AgentProcess, session: acp.NewSessionResponse): AcpSessionState {
    return { modes: session.modes ?? undefined, configOptions: session.configOptions ?? [], commands: agent.commands.get(session.sessionId) ?? [] };
}
