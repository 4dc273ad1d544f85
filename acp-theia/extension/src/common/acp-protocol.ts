// The RPC between the extension's frontend (the chat agent) and its backend (the ACP client).
import type {
    AvailableCommand, ReadTextFileRequest, ReadTextFileResponse, RequestPermissionRequest, RequestPermissionResponse,
    SessionConfigOption, SessionModeState, SessionNotification, StopReason, WriteTextFileRequest
} from '@agentclientprotocol/sdk';

export const ACP_SERVICE_PATH = '/services/acp4j-theia';

/** One entry of the `acp.agents` preference: an ACP agent the backend starts over stdio. */
export interface AcpAgentConfig {
    /** The chat agent's name, as typed after `@` in the chat. */
    name: string;
    command: string;
    args?: string[];
    env?: Record<string, string>;
}

/** The ACP session of a chat session and agent. */
export interface AcpSessionRequest {
    agent: AcpAgentConfig;
    /** The chat session: one ACP session per chat session and agent. */
    chatSessionId: string;
    cwd: string;
}

/** A prompt turn as the frontend asks for it. */
export interface AcpTurnRequest extends AcpSessionRequest {
    /** Chosen by the frontend; every callback for this turn carries it. */
    turnId: string;
    text: string;
    /** An ACP session mode id, set before the prompt when it differs from the session's. */
    modeId?: string;
}

/** What the agent offered for a chat session's ACP session. */
export interface AcpSessionState {
    modes?: SessionModeState;
    /** The session's config options (acp4j: mode, model, sandbox, thought_level), as the agent last sent them. */
    configOptions: SessionConfigOption[];
    commands: AvailableCommand[];
}

export interface AcpTurnResult {
    stopReason: StopReason;
    sessionId: string;
}

/** What the backend offers the frontend. */
export const AcpBackendService = Symbol('AcpBackendService');
export interface AcpBackendService {
    /** Starts the agent and opens the chat session's ACP session, where not yet done; resolves with what the agent offered there. */
    open(request: AcpSessionRequest): Promise<AcpSessionState>;
    /** Runs one turn: starts the agent and opens its session when needed; resolves when the turn ends. */
    prompt(request: AcpTurnRequest): Promise<AcpTurnResult>;
    /** Sends `session/cancel` for the turn; the prompt then resolves with `cancelled`. */
    cancel(turnId: string): Promise<void>;
    /** The modes, config options and commands the agent offered for the chat session, once it has one. */
    state(agentName: string, chatSessionId: string): Promise<AcpSessionState | undefined>;
    /** Sends `session/set_config_option` for the chat session's ACP session; resolves with the session's state after it. */
    setConfigOption(agentName: string, chatSessionId: string, configId: string, value: string | boolean): Promise<AcpSessionState>;
    setClient(client: AcpFrontendClient | undefined): void;
}

/** What the backend calls on the frontend: the chat view, the workspace and the editors. */
export const AcpFrontendClient = Symbol('AcpFrontendClient');
export interface AcpFrontendClient {
    /** `session/update` notifications of a turn, in order (adjacent text chunks joined). */
    onUpdates(turnId: string, updates: SessionNotification[]): void;
    requestPermission(turnId: string, request: RequestPermissionRequest): Promise<RequestPermissionResponse>;
    readTextFile(request: ReadTextFileRequest): Promise<ReadTextFileResponse>;
    writeTextFile(request: WriteTextFileRequest): Promise<void>;
    /** Shows a command the agent runs (`terminal/create`) in a terminal widget attached to its Theia terminal process. */
    showTerminal(terminalId: number, title: string): Promise<void>;
    /** The agent's slash commands (`available_commands_update`), for the chat's suggestions. */
    onCommands(agentName: string, commands: AvailableCommand[]): void;
    /** The chat session's ACP session changed on the agent's side (`current_mode_update`, `config_option_update`). */
    onSessionState(agentName: string, chatSessionId: string, state: AcpSessionState): void;
}
