// A Theia AI chat agent for one configured ACP agent: each chat request is one ACP prompt turn,
// its session updates become the chat response's parts as they arrive.
import type {
    ContentBlock, PermissionOption, Plan, RequestPermissionRequest, RequestPermissionResponse, SessionNotification,
    ToolCallContent, ToolCallUpdate
} from '@agentclientprotocol/sdk';
import {
    ChatAgent, ChatAgentLocation, ChatMode, ErrorChatResponseContentImpl, MarkdownChatResponseContentImpl,
    MutableChatRequestModel, QuestionResponseContentImpl, ThinkingChatResponseContentImpl, ToolCallChatResponseContentImpl
} from '@theia/ai-chat';
import { PromptText } from '@theia/ai-core/lib/common/prompt-text';
import { generateUuid } from '@theia/core';
import { FileUri } from '@theia/core/lib/common/file-uri';
import { WorkspaceService } from '@theia/workspace/lib/browser';
import { AcpAgentConfig, AcpBackendService, AcpSessionState } from '../common/acp-protocol';
import { AcpFrontendClientImpl } from './acp-frontend-client';
import { unifiedDiff } from './acp-diff';

/** What every ACP chat agent shares. */
export interface AcpChatAgentServices {
    backend: AcpBackendService;
    client: AcpFrontendClientImpl;
    workspace: WorkspaceService;
    /** Tells the chat's input that the agent's modes changed (it reads them when the addressed agent changes only). */
    modesChanged(): void;
}

/** The state of a tool call as its updates arrive. */
type ToolCallState = Omit<ToolCallUpdate, 'toolCallId'> & { toolCallId: string };

export class AcpChatAgent implements ChatAgent {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly iconClass = 'codicon codicon-terminal';
    readonly locations = [ChatAgentLocation.Panel];
    readonly tags = ['Chat', 'ACP'];
    readonly variables: string[] = [];
    readonly prompts = [];
    readonly languageModelRequirements = [];
    readonly agentSpecificVariables = [];
    readonly functions: string[] = [];
    /** The agent's session modes, known once it opened a session (acp4j: its permission presets). */
    modes?: ChatMode[];
    /** What the agent offered per chat session (its modes, config options, commands), once it opened one there. */
    readonly sessions = new Map<string, AcpSessionState>();

    constructor(readonly config: AcpAgentConfig, protected readonly services: AcpChatAgentServices) {
        this.id = config.name;
        this.name = config.name;
        this.description = `The ACP agent ${config.command} ${(config.args ?? []).join(' ')}`.trim();
    }

    async invoke(request: MutableChatRequestModel): Promise<void> {
        const turnId = generateUuid();
        const turn = new AcpTurn(request);
        const registration = this.services.client.register(turnId, turn);
        const cancel = request.response.cancellationToken.onCancellationRequested(() => this.services.backend.cancel(turnId));
        try {
            const result = await this.services.backend.prompt({
                turnId, agent: this.config, chatSessionId: request.session.id, cwd: await this.cwd(),
                text: this.promptText(request), modeId: request.request.modeId
            });
            const state = await this.services.backend.state(this.name, request.session.id);
            if (state) {
                this.onState(request.session.id, state);
            }
            if (result.stopReason !== 'end_turn' && result.stopReason !== 'cancelled') {
                request.response.response.addContent(new MarkdownChatResponseContentImpl(`\n\n*The turn ended: ${result.stopReason}.*`));
            }
            request.response.complete();
        } catch (error) {
            const failure = error instanceof Error ? error : new Error(String(error));
            request.response.response.addContent(new ErrorChatResponseContentImpl(failure));
            request.response.error(failure);
        } finally {
            cancel.dispose();
            registration.dispose();
            turn.dispose();
        }
    }

    /**
     * Opens the agent's session for a chat session ahead of its first request (the agent started when
     * needed), so that its modes, commands and options are there before anything is sent.
     */
    async open(chatSessionId: string): Promise<void> {
        this.onState(chatSessionId, await this.services.backend.open({ agent: this.config, chatSessionId, cwd: await this.cwd() }));
    }

    /** Where the agent works: the first workspace folder. */
    protected async cwd(): Promise<string> {
        const roots = await this.services.workspace.roots;
        if (roots.length === 0) {
            throw new Error('Open a workspace folder first: the agent works in it.');
        }
        return FileUri.fsPath(roots[0].resource);
    }

    /** The request's text without the leading `@name`. */
    protected promptText(request: MutableChatRequestModel): string {
        const address = `${PromptText.AGENT_CHAR}${this.name}`;
        const text = request.request.text.trim();
        return text.startsWith(address) ? text.substring(address.length).trim() : text;
    }

    /** Sets one of the session's config options on the agent (`session/set_config_option`). */
    async setConfigOption(chatSessionId: string, configId: string, value: string | boolean): Promise<void> {
        this.onState(chatSessionId, await this.services.backend.setConfigOption(this.name, chatSessionId, configId, value));
    }

    /**
     * What the agent offered for a chat session, after a turn or when it changed on the agent's side.
     * The session's current mode becomes the default of the chat's mode selector, so that the input
     * follows a mode set elsewhere (the option command, the agent itself) and does not set it back.
     */
    onState(chatSessionId: string, state: AcpSessionState): void {
        this.sessions.set(chatSessionId, state);
        const modes = state.modes;
        if (modes) {
            const known = this.modes;
            this.modes = modes.availableModes.map(mode => ({ id: mode.id, name: mode.name, isDefault: mode.id === modes.currentModeId }));
            if (!known || known.length !== this.modes.length
                || known.some((mode, i) => mode.id !== this.modes![i].id || mode.isDefault !== this.modes![i].isDefault)) {
                this.services.modesChanged();
            }
        }
    }
}

/** One prompt turn's chat response. */
export class AcpTurn {
    protected readonly toolCalls = new Map<string, ToolCallState>();
    protected readonly pending = new Set<QuestionResponseContentImpl>();

    constructor(protected readonly request: MutableChatRequestModel) { }

    onUpdates(notifications: SessionNotification[]): void {
        for (const { update } of notifications) {
            switch (update.sessionUpdate) {
                case 'agent_message_chunk':
                    this.markdown(text(update.content));
                    break;
                case 'agent_thought_chunk':
                    this.request.response.response.addContent(new ThinkingChatResponseContentImpl(text(update.content), ''));
                    break;
                case 'tool_call':
                case 'tool_call_update':
                    this.toolCall(update);
                    break;
                case 'plan':
                    this.markdown(plan(update));
                    break;
                default:
                    break;
            }
        }
    }

    /** Asks in the chat, with the diff of an edit; the turn waits for the answer. */
    requestPermission(params: RequestPermissionRequest): Promise<RequestPermissionResponse> {
        const call = this.toolCall(params.toolCall);
        const diffs = (call.content ?? []).filter((content): content is Extract<ToolCallContent, { type: 'diff' }> => content.type === 'diff');
        for (const diff of diffs) {
            this.markdown(`\n\n\`${diff.path}\`:\n\n\`\`\`diff\n${unifiedDiff(diff.oldText ?? '', diff.newText)}\n\`\`\`\n`);
        }
        return new Promise(resolve => {
            const answered = (outcome: RequestPermissionResponse): void => {
                this.pending.delete(question);
                if (this.pending.size === 0) {
                    this.request.response.stopWaitingForInput();
                }
                resolve(outcome);
            };
            const options = params.options.map((option: PermissionOption) => ({ text: option.name, value: option.optionId }));
            const question: QuestionResponseContentImpl = new QuestionResponseContentImpl(
                call.title ?? 'The agent asks for permission', options, this.request,
                selected => {
                    question.selectedOption = selected;
                    answered({ outcome: { outcome: 'selected', optionId: selected.value ?? selected.text } });
                },
                { onSkip: () => answered({ outcome: { outcome: 'cancelled' } }) });
            this.pending.add(question);
            this.request.response.response.addContent(question);
            this.request.response.waitForInput();
            this.request.response.cancellationToken.onCancellationRequested(() => answered({ outcome: { outcome: 'cancelled' } }));
        });
    }

    protected markdown(content: string): void {
        if (content) {
            this.request.response.response.addContent(new MarkdownChatResponseContentImpl(content));
        }
    }

    /** Merges an update into the call's state and shows it (Theia merges parts with the same id). */
    protected toolCall(update: ToolCallUpdate): ToolCallState {
        const state: ToolCallState = { ...this.toolCalls.get(update.toolCallId), ...stripNulls(update), toolCallId: update.toolCallId };
        this.toolCalls.set(update.toolCallId, state);
        const finished = state.status === 'completed' || state.status === 'failed';
        const result = finished ? toolResult(state) : undefined;
        this.request.response.response.addContent(new ToolCallChatResponseContentImpl(
            state.toolCallId, state.title ?? state.kind ?? 'tool', state.rawInput === undefined ? undefined : JSON.stringify(state.rawInput),
            finished, result));
        return state;
    }

    dispose(): void {
        for (const question of [...this.pending]) {
            question.onSkip?.();
        }
    }
}

function text(content: ContentBlock): string {
    switch (content.type) {
        case 'text': return content.text;
        case 'resource_link': return `[${content.name}](${content.uri})`;
        default: return '';
    }
}

function plan(update: Plan): string {
    const entries = update.entries.map(entry => `- [${entry.status === 'completed' ? 'x' : ' '}] ${entry.content}`
        + (entry.status === 'in_progress' ? ' *(in progress)*' : ''));
    return `\n\n**Plan**\n\n${entries.join('\n')}\n\n`;
}

function toolResult(state: ToolCallState): string {
    const parts = (state.content ?? []).map(content => {
        switch (content.type) {
            case 'content': return text(content.content);
            case 'diff': return `${content.path}:\n${unifiedDiff(content.oldText ?? '', content.newText)}`;
            case 'terminal': return '(run in a terminal: its output is in the Terminal panel)';
            default: return '';
        }
    }).filter(part => part.length > 0);
    const body = parts.length > 0 ? parts.join('\n') : (state.rawOutput === undefined ? '' : JSON.stringify(state.rawOutput));
    return state.status === 'failed' ? `failed: ${body}` : body;
}

function stripNulls<T extends object>(value: T): Partial<T> {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
