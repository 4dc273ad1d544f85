// Registers one chat agent per entry of the `acp.agents` preference, and again when it changes.
import { ChatAgentService } from '@theia/ai-chat';
import { AgentService } from '@theia/ai-core';
import { PreferenceService } from '@theia/core';
import { FrontendApplicationContribution } from '@theia/core/lib/browser';
import { inject, injectable } from '@theia/core/shared/inversify';
import { WorkspaceService } from '@theia/workspace/lib/browser';
import { ACP_AGENTS_PREF, DEFAULT_AGENTS } from '../common/acp-preferences';
import { AcpAgentConfig, AcpBackendService } from '../common/acp-protocol';
import { AcpChatAgent } from './acp-chat-agent';
import { AcpFrontendClientImpl } from './acp-frontend-client';

@injectable()
export class AcpAgentsContribution implements FrontendApplicationContribution {

    @inject(PreferenceService) protected readonly preferences: PreferenceService;
    @inject(ChatAgentService) protected readonly chatAgents: ChatAgentService;
    @inject(AgentService) protected readonly agents: AgentService;
    @inject(AcpBackendService) protected readonly backend: AcpBackendService;
    @inject(AcpFrontendClientImpl) protected readonly client: AcpFrontendClientImpl;
    @inject(WorkspaceService) protected readonly workspace: WorkspaceService;

    protected registered: string[] = [];

    onStart(): void {
        this.preferences.ready.then(() => this.register());
        this.preferences.onPreferenceChanged(event => {
            if (event.preferenceName === ACP_AGENTS_PREF) {
                this.register();
            }
        });
    }

    protected register(): void {
        for (const id of this.registered) {
            this.chatAgents.unregisterChatAgent(id);
            this.agents.unregisterAgent(id);
        }
        const configs = this.preferences.get<AcpAgentConfig[]>(ACP_AGENTS_PREF, DEFAULT_AGENTS)
            .filter(config => config && typeof config.name === 'string' && typeof config.command === 'string');
        this.registered = [];
        for (const config of configs) {
            const agent = new AcpChatAgent(config, { backend: this.backend, client: this.client, workspace: this.workspace });
            this.agents.registerAgent(agent);
            this.chatAgents.registerChatAgent(agent);
            this.registered.push(agent.id);
        }
    }
}
