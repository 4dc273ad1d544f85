import { ConnectionHandler, RpcConnectionHandler } from '@theia/core';
import { ConnectionContainerModule } from '@theia/core/lib/node/messaging/connection-container-module';
import { ContainerModule } from '@theia/core/shared/inversify';
import { ACP_SERVICE_PATH, AcpBackendService, AcpFrontendClient } from '../common/acp-protocol';
import { AcpBackendServiceImpl } from './acp-backend-service';

/** One ACP client per frontend connection: its agents end when the browser window goes. */
const acpConnectionModule = ConnectionContainerModule.create(({ bind }) => {
    bind(AcpBackendServiceImpl).toSelf().inSingletonScope();
    bind(AcpBackendService).toService(AcpBackendServiceImpl);
    bind(ConnectionHandler).toDynamicValue(ctx =>
        new RpcConnectionHandler<AcpFrontendClient>(ACP_SERVICE_PATH, client => {
            const server = ctx.container.get<AcpBackendServiceImpl>(AcpBackendServiceImpl);
            server.setClient(client);
            client.onDidCloseConnection(() => server.dispose());
            return server;
        })
    ).inSingletonScope();
});

export default new ContainerModule(bind => {
    bind(ConnectionContainerModule).toConstantValue(acpConnectionModule);
});
