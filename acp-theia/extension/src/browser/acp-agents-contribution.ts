// Registers one chat agent per entry of the `acp.agents` preference, and again when it changes;
// and the command that picks the model of the agents in the chat session on view.
import { ChatAgentService, ChatService } from '@theia/ai-chat';
import { AgentService } from '@theia/ai-core';
import { PromptService } from '@theia/ai-core/lib/common/prompt-service';
import { Command, CommandContribution, CommandRegistry, Emitter, PreferenceService, QuickInputService, QuickPickItem } from '@theia/core';
import { FrontendApplicationContribution } from '@theia/core/lib/browser';
import { inject, injectable } from '@theia/core/shared/inversify';
import { WorkspaceService } from '@theia/workspace/lib/browser';
import { ACP_AGENTS_PREF, DEFAULT_AGENTS } from '../common/acp-preferences';
import { AcpAgentConfig, AcpBackendService } from '../common/acp-protocol';
import { AcpChatAgent } from './acp-chat-agent';
import { AcpFrontendClientImpl } from './acp-frontend-client';

export const SELECT_MODEL: Command = { id: 'acp.selectModel', label: 'ACP: Select the Agent\'s Model' };

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

    protected registered: AcpChatAgent[] = [];

    onStart(): void {
        this.preferences.ready.then(() => this.register());
        this.preferences.onPreferenceChanged(event => {
            if (event.preferenceName === ACP_AGENTS_PREF) {
                this.register();
            }
        });
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
    }

    /**
     * The chat's input reads an agent's modes when the agent it addresses changes, or when a prompt
     * variant selection changes: an ACP agent's modes are known once it opened a session, after the
     * input resolved it, so the input is told through the latter (Theia offers no other signal).
     */
    protected modesChanged(): void {
        const emitter = (this.prompts as unknown as { _onSelectedVariantChangeEmitter?: Emitter<{ promptVariantSetId: string, variantId?: string }> })
            ._onSelectedVariantChangeEmitter;
        emitter?.fire({ promptVariantSetId: 'acp-modes', variantId: undefined });
    }

    registerCommands(commands: CommandRegistry): void {
        commands.registerCommand(SELECT_MODEL, { execute: () => this.selectModel() });
    }

    /** Offers the models each ACP agent offered in the active chat session; the one picked is set before its next prompt. */
    protected async selectModel(): Promise<void> {
        const session = this.chat.getActiveSession();
        const items: (QuickPickItem & { agent: AcpChatAgent, modelId: string })[] = [];
        for (const agent of this.registered) {
            const models = session && agent.models.get(session.id);
            const current = session && (agent.pickedModels.get(session.id) ?? models?.currentModelId);
            for (const model of models?.availableModels ?? []) {
                items.push({ label: model.name, description: `@${agent.name}${model.id === current ? ' (current)' : ''}`, agent, modelId: model.id });
            }
        }
        if (!session || items.length === 0) {
            await this.quickInput.showQuickPick([{ label: 'No ACP agent offered models in this chat yet: send it a request first.' }]);
            return;
        }
        const picked = await this.quickInput.showQuickPick(items, { placeholder: 'The model for the agent\'s next request in this chat' });
        picked?.agent.pickedModels.set(session.id, picked.modelId);
    }
}
