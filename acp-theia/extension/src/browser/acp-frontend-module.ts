import { CommandContribution, PreferenceContribution } from '@theia/core';
import { FrontendApplicationContribution, RemoteConnectionProvider, ServiceConnectionProvider } from '@theia/core/lib/browser';
import { ContainerModule } from '@theia/core/shared/inversify';
import { AcpPreferencesSchema } from '../common/acp-preferences';
import { ACP_SERVICE_PATH, AcpBackendService, AcpFrontendClient } from '../common/acp-protocol';
import { AcpAgentsContribution } from './acp-agents-contribution';
import { AcpFrontendClientImpl } from './acp-frontend-client';

export default new ContainerModule(bind => {
    bind(PreferenceContribution).toConstantValue({ schema: AcpPreferencesSchema });
    bind(AcpFrontendClientImpl).toSelf().inSingletonScope();
    bind(AcpFrontendClient).toService(AcpFrontendClientImpl);
    bind(AcpBackendService).toDynamicValue(ctx => {
        const connection = ctx.container.get<ServiceConnectionProvider>(RemoteConnectionProvider);
        return connection.createProxy<AcpBackendService>(ACP_SERVICE_PATH, ctx.container.get<AcpFrontendClient>(AcpFrontendClient));
    }).inSingletonScope();
    bind(AcpAgentsContribution).toSelf().inSingletonScope();
    bind(FrontendApplicationContribution).toService(AcpAgentsContribution);
    bind(CommandContribution).toService(AcpAgentsContribution);
});
