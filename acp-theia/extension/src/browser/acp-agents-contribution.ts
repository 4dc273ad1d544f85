// Registers one chat agent per entry of the `acp.agents` preference, and again when it changes;
// and the commands that set the config options (the model, or any) of the agents in the chat session on view.
import { ChatAgentService, ChatService } from '@theia/ai-chat';
import { AgentService } from '@theia/ai-core';
import { PromptService } from '@theia/ai-core/lib/common/prompt-service';
import type { SessionConfigOption } from '@agentclientprotocol/sdk';
import {
    Command, CommandContribution, CommandRegistry, Emitter, MessageService, PreferenceService, QuickInputService, QuickPickItem
} from '@theia/core';
import { FrontendApplicationContribution } from '@theia/core/lib/browser';
import { inject, injectable } from '@theia/core/shared/inversify';
import { WorkspaceService } from '@theia/workspace/lib/browser';
import { configValues, currentValueName, isModelOption } from '../common/acp-config-options';
import { ACP_AGENTS_PREF, DEFAULT_AGENTS } from '../common/acp-preferences';
import { AcpAgentConfig, AcpBackendService } from '../common/acp-protocol';
import { AcpChatAgent } from './acp-chat-agent';
import { AcpFrontendClientImpl } from './acp-frontend-client';

export const SELECT_MODEL: Command = { id: 'acp.selectModel', label: 'ACP: Select the Agent\'s Model' };
export const SET_OPTION: Command = { id: 'acp.setOption', label: 'ACP: Set an Agent Option' };

@injectable()
export class AcpAgentsContribution implements FrontendApplicationContribution, CommandContribution {

    @inject(PreferenceService) protected readonly preferences: PreferenceService;
    @inject(ChatAgentService) protected readonly chatAgents: ChatAgentService;
    @inject(AgentService) protected readonly agents: AgentService;
    @inject(AcpBackendService) protected readonly backend: AcpBackendService;
    @inject(AcpFrontendClientImpl) protected readonly client: AcpFrontendClientImpl;
    @inject(WorkspaceService) protected readonly workspace: WorkspaceService;
    @inject(ChatService) protected readonly chat: ChatService;
    @inject(QuickInputService) protected readonly quickInput: QuickInputService;
    @inject(PromptService) protected readonly prompts: PromptService;
    @inject(MessageService) protected readonly messages: MessageService;

    protected registered: AcpChatAgent[] = [];

    onStart(): void {
        if (!this.modesSignal()) {
            // Loud, for a Theia upgrade: TheiaIT fails on this message in the browser's console.
            const problem = 'acp4j-theia: this Theia\'s PromptService has no _onSelectedVariantChangeEmitter, so the chat\'s input '
                + 'will not offer the ACP agents\' modes (the extension needs an update for this Theia version)';
            console.error(problem);
            this.messages.error(problem);
        }
        this.client.onDidChangeSessionState(({ agentName, chatSessionId, state }) =>
            this.registered.find(agent => agent.name === agentName)?.onState(chatSessionId, state));
        this.preferences.ready.then(() => this.register());
        this.preferences.onPreferenceChanged(event => {
            if (event.preferenceName === ACP_AGENTS_PREF) {
                this.register();
            }
        });
        this.chat.onSessionEvent(event => {
            if (event.type === 'activeChange' || event.type === 'created') {
                this.openAhead();
            }
        });
        this.chatAgents.onDefaultAgentChanged(() => this.openAhead());
    }

    /**
     * Opens the ACP session of the active chat session for the agent its input addresses when empty
     * (the session's pinned agent, else the default chat agent), where that is an ACP agent: its modes,
     * slash commands and options are then offered before the first request.
     */
    protected openAhead(): void {
        const session = this.chat.getActiveSession();
        const addressed = session && (session.pinnedAgent ?? this.chatAgents.getEffectiveDefaultAgent());
        const agent = this.registered.find(candidate => candidate === addressed);
        if (session && agent && !agent.sessions.has(session.id)) {
            // A failure (the agent cannot start) is the first request's to show, which tries again.
            agent.open(session.id).catch(error => console.warn(`acp: ${agent.name} did not open a session ahead: ${error}`));
        }
    }

    protected register(): void {
        for (const { id } of this.registered) {
            this.chatAgents.unregisterChatAgent(id);
            this.agents.unregisterAgent(id);
        }
        const configs = this.preferences.get<AcpAgentConfig[]>(ACP_AGENTS_PREF, DEFAULT_AGENTS)
            .filter(config => config && typeof config.name === 'string' && typeof config.command === 'string');
        this.registered = [];
        for (const config of configs) {
            const agent = new AcpChatAgent(config, {
                backend: this.backend, client: this.client, workspace: this.workspace, modesChanged: () => this.modesChanged()
            });
            this.agents.registerAgent(agent);
            this.chatAgents.registerChatAgent(agent);
            this.registered.push(agent);
        }
        this.openAhead();
    }

    /**
     * The chat's input reads an agent's modes (`ChatAgent.modes`, Theia's API for them) when the agent
     * it addresses changes, and takes a changed default mode when a prompt variant selection changes:
     * an ACP agent's modes are known once it opened a session, after the input resolved it, so the
     * input is told through the latter. Theia offers no API to say an agent's modes changed: the
     * prompt service's protected emitter is fired (its absence is reported at start).
     */
    protected modesChanged(): void {
        this.modesSignal()?.fire({ promptVariantSetId: 'acp-modes', variantId: undefined });
    }

    /** The prompt service's emitter of variant changes, where this Theia version has it. */
    protected modesSignal(): Emitter<{ promptVariantSetId: string, variantId?: string }> | undefined {
        const emitter = (this.prompts as unknown as { _onSelectedVariantChangeEmitter?: unknown })._onSelectedVariantChangeEmitter;
        return emitter instanceof Emitter ? emitter : undefined;
    }

    registerCommands(commands: CommandRegistry): void {
        commands.registerCommand(SELECT_MODEL, { execute: () => this.setOption(isModelOption) });
        commands.registerCommand(SET_OPTION, { execute: () => this.setOption(() => true) });
    }

    /**
     * Offers the config options (those that pass `offered`) each ACP agent has in the active chat
     * session, then the picked one's values; the value picked is set on the agent at once
     * (`session/set_config_option`), and what the agent answers is what the next pick shows.
     */
    protected async setOption(offered: (option: SessionConfigOption) => boolean): Promise<void> {
        const session = this.chat.getActiveSession();
        const options: (QuickPickItem & { agent: AcpChatAgent, option: SessionConfigOption })[] = [];
        for (const agent of this.registered) {
            for (const option of (session && agent.sessions.get(session.id)?.configOptions) ?? []) {
                if (offered(option)) {
                    options.push({
                        label: option.name, description: `@${agent.name}: ${currentValueName(option)}`, detail: option.description ?? undefined,
                        agent, option
                    });
                }
            }
        }
        if (!session || options.length === 0) {
            await this.quickInput.showQuickPick([{ label: 'No ACP agent offered such options in this chat yet: send it a request first.' }]);
            return;
        }
        const chosen = options.length === 1 ? options[0]
            : await this.quickInput.showQuickPick(options, { placeholder: 'The agent option to set in this chat' });
        if (!chosen) {
            return;
        }
        const { agent, option } = chosen;
        const values = configValues(option).map(value => ({
            label: value.name, description: value.value === option.currentValue ? '(current)' : undefined, detail: value.description, value: value.value
        }));
        const picked = await this.quickInput.showQuickPick(values, { placeholder: `${option.name} for @${agent.name} in this chat` });
        if (picked && picked.value !== option.currentValue) {
            try {
                await agent.setConfigOption(session.id, option.id, picked.value);
            } catch (error) {
                this.messages.error(`@${agent.name} did not set ${option.name} to ${picked.label}: ${error instanceof Error ? error.message : error}`);
            }
        }
    }
}
