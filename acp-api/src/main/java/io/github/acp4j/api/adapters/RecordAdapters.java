// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.adapters;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonWriter;

import io.github.acp4j.api.types.AgentAuthCapabilities;
import io.github.acp4j.api.types.AgentCapabilities;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.Annotations;
import io.github.acp4j.api.types.ArchiveSessionRequest;
import io.github.acp4j.api.types.ArchiveSessionResponse;
import io.github.acp4j.api.types.AudioContent;
import io.github.acp4j.api.types.AuthAccount;
import io.github.acp4j.api.types.AuthCapabilities;
import io.github.acp4j.api.types.AuthMethod;
import io.github.acp4j.api.types.AuthMethodAgent;
import io.github.acp4j.api.types.AuthMethodTerminal;
import io.github.acp4j.api.types.AuthState;
import io.github.acp4j.api.types.AuthStatusCapabilities;
import io.github.acp4j.api.types.AuthStatusRequest;
import io.github.acp4j.api.types.AuthStatusResponse;
import io.github.acp4j.api.types.AuthStatusUpdateNotification;
import io.github.acp4j.api.types.AuthenticateRequest;
import io.github.acp4j.api.types.AuthenticateResponse;
import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.AvailableCommandInput;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.BlobResourceContents;
import io.github.acp4j.api.types.BooleanConfigOptionCapabilities;
import io.github.acp4j.api.types.BooleanPropertySchema;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.CancelRequestNotification;
import io.github.acp4j.api.types.CancelledPermissionOutcome;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ClientSessionCapabilities;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.CloseSessionResponse;
import io.github.acp4j.api.types.CompactionCapabilities;
import io.github.acp4j.api.types.CompactionStatus;
import io.github.acp4j.api.types.CompactionSummaryChunk;
import io.github.acp4j.api.types.CompactionUpdate;
import io.github.acp4j.api.types.CompleteElicitationNotification;
import io.github.acp4j.api.types.ConfigOptionUpdate;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.Cost;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.CurrentModeUpdate;
import io.github.acp4j.api.types.DeleteSessionRequest;
import io.github.acp4j.api.types.DeleteSessionResponse;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.DisableProviderRequest;
import io.github.acp4j.api.types.DisableProviderResponse;
import io.github.acp4j.api.types.ElicitationCapabilities;
import io.github.acp4j.api.types.ElicitationFormCapabilities;
import io.github.acp4j.api.types.ElicitationPropertySchema;
import io.github.acp4j.api.types.ElicitationSchema;
import io.github.acp4j.api.types.ElicitationSchemaType;
import io.github.acp4j.api.types.ElicitationUrlCapabilities;
import io.github.acp4j.api.types.EmbeddedResource;
import io.github.acp4j.api.types.EmbeddedResourceResource;
import io.github.acp4j.api.types.EnumOption;
import io.github.acp4j.api.types.EnvVariable;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ForkSessionResponse;
import io.github.acp4j.api.types.HttpHeader;
import io.github.acp4j.api.types.IdleStateUpdate;
import io.github.acp4j.api.types.ImageContent;
import io.github.acp4j.api.types.Implementation;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.IntegerPropertySchema;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.ListProvidersRequest;
import io.github.acp4j.api.types.ListProvidersResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.ListSessionsResponse;
import io.github.acp4j.api.types.LlmProtocol;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LoadSessionResponse;
import io.github.acp4j.api.types.LogoutCapabilities;
import io.github.acp4j.api.types.LogoutRequest;
import io.github.acp4j.api.types.LogoutResponse;
import io.github.acp4j.api.types.McpCapabilities;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.McpServerAcp;
import io.github.acp4j.api.types.McpServerHttp;
import io.github.acp4j.api.types.McpServerSse;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.ModelInfo;
import io.github.acp4j.api.types.MultiSelectItems;
import io.github.acp4j.api.types.MultiSelectPropertySchema;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeCapabilities;
import io.github.acp4j.api.types.NoticeSeverity;
import io.github.acp4j.api.types.NumberPropertySchema;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.PlanCapabilities;
import io.github.acp4j.api.types.PlanEntry;
import io.github.acp4j.api.types.PlanEntryPriority;
import io.github.acp4j.api.types.PlanEntryStatus;
import io.github.acp4j.api.types.PlanFile;
import io.github.acp4j.api.types.PlanItems;
import io.github.acp4j.api.types.PlanMarkdown;
import io.github.acp4j.api.types.PlanRemoved;
import io.github.acp4j.api.types.PlanUpdate;
import io.github.acp4j.api.types.PlanUpdateContent;
import io.github.acp4j.api.types.PromptCapabilities;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ProviderCurrentConfig;
import io.github.acp4j.api.types.ProviderInfo;
import io.github.acp4j.api.types.ProvidersCapabilities;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.RequestPermissionOutcome;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.RequiresActionStateUpdate;
import io.github.acp4j.api.types.ResourceLink;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.ResumeSessionResponse;
import io.github.acp4j.api.types.Role;
import io.github.acp4j.api.types.RunningStateUpdate;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionAdditionalDirectoriesCapabilities;
import io.github.acp4j.api.types.SessionArchiveCapabilities;
import io.github.acp4j.api.types.SessionArchiveFilter;
import io.github.acp4j.api.types.SessionCancelCapabilities;
import io.github.acp4j.api.types.SessionCapabilities;
import io.github.acp4j.api.types.SessionCloseCapabilities;
import io.github.acp4j.api.types.SessionConfigBoolean;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigOptionCategory;
import io.github.acp4j.api.types.SessionConfigOptionsCapabilities;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionConfigSelectGroup;
import io.github.acp4j.api.types.SessionConfigSelectOption;
import io.github.acp4j.api.types.SessionConfigSelectOptions;
import io.github.acp4j.api.types.SessionDeleteCapabilities;
import io.github.acp4j.api.types.SessionForkCapabilities;
import io.github.acp4j.api.types.SessionInfo;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionListCapabilities;
import io.github.acp4j.api.types.SessionMessage;
import io.github.acp4j.api.types.SessionMessageChunk;
import io.github.acp4j.api.types.SessionMode;
import io.github.acp4j.api.types.SessionModeState;
import io.github.acp4j.api.types.SessionModelState;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionResumeCapabilities;
import io.github.acp4j.api.types.SessionStatus;
import io.github.acp4j.api.types.SessionStatusCapabilities;
import io.github.acp4j.api.types.SessionStatusRequest;
import io.github.acp4j.api.types.SessionStatusResponse;
import io.github.acp4j.api.types.SessionSystemPromptCapabilities;
import io.github.acp4j.api.types.SessionSystemPromptModeCapabilities;
import io.github.acp4j.api.types.SessionSystemPromptOverrideCapabilities;
import io.github.acp4j.api.types.SessionTitleCapabilities;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.SetProviderRequest;
import io.github.acp4j.api.types.SetProviderResponse;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.SetSessionModeResponse;
import io.github.acp4j.api.types.SetSessionModelRequest;
import io.github.acp4j.api.types.SetSessionModelResponse;
import io.github.acp4j.api.types.SetSessionTitleRequest;
import io.github.acp4j.api.types.SetSessionTitleResponse;
import io.github.acp4j.api.types.StateUpdate;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.StringFormat;
import io.github.acp4j.api.types.StringMultiSelectItems;
import io.github.acp4j.api.types.StringPropertySchema;
import io.github.acp4j.api.types.SubagentCapabilities;
import io.github.acp4j.api.types.SubagentSessionCapabilities;
import io.github.acp4j.api.types.SubagentUpdate;
import io.github.acp4j.api.types.SystemPrompt;
import io.github.acp4j.api.types.SystemPromptMode;
import io.github.acp4j.api.types.Terminal;
import io.github.acp4j.api.types.TerminalExitStatus;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.TextResourceContents;
import io.github.acp4j.api.types.TitledMultiSelectItems;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.ToolKind;
import io.github.acp4j.api.types.UnarchiveSessionRequest;
import io.github.acp4j.api.types.UnarchiveSessionResponse;
import io.github.acp4j.api.types.UnknownStateUpdate;
import io.github.acp4j.api.types.UnstructuredCommandInput;
import io.github.acp4j.api.types.Usage;
import io.github.acp4j.api.types.UsageUpdate;
import io.github.acp4j.api.types.UserMessageChunk;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;

/**
 * Writes ACP's records without reflection (see {@code RecordAdapter}), to the JSON Gson's reflective
 * adapter writes; installed by {@code AcpGson.configure}. A tagged union's variants are written by their union.
 */
public final class RecordAdapters implements TypeAdapterFactory {

	@Override
	@SuppressWarnings("unchecked")
	public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
		return type.getType() instanceof Class<?> ? (TypeAdapter<T>) adapter(gson, type, type.getRawType().getName()) : null;
	}

	/**
	 * The adapter a tagged union writes one of its variants with, after the tag; null for a class that is
	 * not a generated variant.
	 *
	 * @param gson    the Gson the adapter's members are written with
	 * @param variant the variant's class
	 * @return its adapter, or null
	 */
	static RecordAdapter<?> variant(Gson gson, Class<?> variant) {
		return (RecordAdapter<?>) variantAdapter(gson, variant.getName());
	}

	// By name, and as an Object: a switch over the classes, or returning them as their supertype, would have
	// every adapter and record loaded (the verifier's doing) the first time Gson asks for any type.
	@SuppressWarnings("unchecked")
	private Object adapter(Gson gson, TypeToken<?> type, String name) {
		switch (name) {
		case "io.github.acp4j.api.types.AgentAuthCapabilities":
			return new AgentAuthCapabilitiesAdapter(gson, this, (TypeToken<AgentAuthCapabilities>) type);
		case "io.github.acp4j.api.types.AgentCapabilities":
			return new AgentCapabilitiesAdapter(gson, this, (TypeToken<AgentCapabilities>) type);
		case "io.github.acp4j.api.types.Annotations":
			return new AnnotationsAdapter(gson, this, (TypeToken<Annotations>) type);
		case "io.github.acp4j.api.types.ArchiveSessionRequest":
			return new ArchiveSessionRequestAdapter(gson, this, (TypeToken<ArchiveSessionRequest>) type);
		case "io.github.acp4j.api.types.ArchiveSessionResponse":
			return new ArchiveSessionResponseAdapter(gson, this, (TypeToken<ArchiveSessionResponse>) type);
		case "io.github.acp4j.api.types.AuthAccount":
			return new AuthAccountAdapter(gson, this, (TypeToken<AuthAccount>) type);
		case "io.github.acp4j.api.types.AuthCapabilities":
			return new AuthCapabilitiesAdapter(gson, this, (TypeToken<AuthCapabilities>) type);
		case "io.github.acp4j.api.types.AuthStatusCapabilities":
			return new AuthStatusCapabilitiesAdapter(gson, this, (TypeToken<AuthStatusCapabilities>) type);
		case "io.github.acp4j.api.types.AuthStatusRequest":
			return new AuthStatusRequestAdapter(gson, this, (TypeToken<AuthStatusRequest>) type);
		case "io.github.acp4j.api.types.AuthStatusResponse":
			return new AuthStatusResponseAdapter(gson, this, (TypeToken<AuthStatusResponse>) type);
		case "io.github.acp4j.api.types.AuthStatusUpdateNotification":
			return new AuthStatusUpdateNotificationAdapter(gson, this, (TypeToken<AuthStatusUpdateNotification>) type);
		case "io.github.acp4j.api.types.AuthenticateRequest":
			return new AuthenticateRequestAdapter(gson, this, (TypeToken<AuthenticateRequest>) type);
		case "io.github.acp4j.api.types.AuthenticateResponse":
			return new AuthenticateResponseAdapter(gson, this, (TypeToken<AuthenticateResponse>) type);
		case "io.github.acp4j.api.types.AvailableCommand":
			return new AvailableCommandAdapter(gson, this, (TypeToken<AvailableCommand>) type);
		case "io.github.acp4j.api.types.BlobResourceContents":
			return new BlobResourceContentsAdapter(gson, this, (TypeToken<BlobResourceContents>) type);
		case "io.github.acp4j.api.types.BooleanConfigOptionCapabilities":
			return new BooleanConfigOptionCapabilitiesAdapter(gson, this, (TypeToken<BooleanConfigOptionCapabilities>) type);
		case "io.github.acp4j.api.types.CancelNotification":
			return new CancelNotificationAdapter(gson, this, (TypeToken<CancelNotification>) type);
		case "io.github.acp4j.api.types.CancelRequestNotification":
			return new CancelRequestNotificationAdapter(gson, this, (TypeToken<CancelRequestNotification>) type);
		case "io.github.acp4j.api.types.ClientCapabilities":
			return new ClientCapabilitiesAdapter(gson, this, (TypeToken<ClientCapabilities>) type);
		case "io.github.acp4j.api.types.ClientSessionCapabilities":
			return new ClientSessionCapabilitiesAdapter(gson, this, (TypeToken<ClientSessionCapabilities>) type);
		case "io.github.acp4j.api.types.CloseSessionRequest":
			return new CloseSessionRequestAdapter(gson, this, (TypeToken<CloseSessionRequest>) type);
		case "io.github.acp4j.api.types.CloseSessionResponse":
			return new CloseSessionResponseAdapter(gson, this, (TypeToken<CloseSessionResponse>) type);
		case "io.github.acp4j.api.types.CompactionCapabilities":
			return new CompactionCapabilitiesAdapter(gson, this, (TypeToken<CompactionCapabilities>) type);
		case "io.github.acp4j.api.types.CompleteElicitationNotification":
			return new CompleteElicitationNotificationAdapter(gson, this, (TypeToken<CompleteElicitationNotification>) type);
		case "io.github.acp4j.api.types.Cost":
			return new CostAdapter(gson, this, (TypeToken<Cost>) type);
		case "io.github.acp4j.api.types.CreateElicitationRequest":
			return new CreateElicitationRequestAdapter(gson, this, (TypeToken<CreateElicitationRequest>) type);
		case "io.github.acp4j.api.types.CreateElicitationResponse":
			return new CreateElicitationResponseAdapter(gson, this, (TypeToken<CreateElicitationResponse>) type);
		case "io.github.acp4j.api.types.CreateTerminalRequest":
			return new CreateTerminalRequestAdapter(gson, this, (TypeToken<CreateTerminalRequest>) type);
		case "io.github.acp4j.api.types.CreateTerminalResponse":
			return new CreateTerminalResponseAdapter(gson, this, (TypeToken<CreateTerminalResponse>) type);
		case "io.github.acp4j.api.types.DeleteSessionRequest":
			return new DeleteSessionRequestAdapter(gson, this, (TypeToken<DeleteSessionRequest>) type);
		case "io.github.acp4j.api.types.DeleteSessionResponse":
			return new DeleteSessionResponseAdapter(gson, this, (TypeToken<DeleteSessionResponse>) type);
		case "io.github.acp4j.api.types.DisableProviderRequest":
			return new DisableProviderRequestAdapter(gson, this, (TypeToken<DisableProviderRequest>) type);
		case "io.github.acp4j.api.types.DisableProviderResponse":
			return new DisableProviderResponseAdapter(gson, this, (TypeToken<DisableProviderResponse>) type);
		case "io.github.acp4j.api.types.ElicitationCapabilities":
			return new ElicitationCapabilitiesAdapter(gson, this, (TypeToken<ElicitationCapabilities>) type);
		case "io.github.acp4j.api.types.ElicitationFormCapabilities":
			return new ElicitationFormCapabilitiesAdapter(gson, this, (TypeToken<ElicitationFormCapabilities>) type);
		case "io.github.acp4j.api.types.ElicitationSchema":
			return new ElicitationSchemaAdapter(gson, this, (TypeToken<ElicitationSchema>) type);
		case "io.github.acp4j.api.types.ElicitationUrlCapabilities":
			return new ElicitationUrlCapabilitiesAdapter(gson, this, (TypeToken<ElicitationUrlCapabilities>) type);
		case "io.github.acp4j.api.types.EnumOption":
			return new EnumOptionAdapter(gson, this, (TypeToken<EnumOption>) type);
		case "io.github.acp4j.api.types.EnvVariable":
			return new EnvVariableAdapter(gson, this, (TypeToken<EnvVariable>) type);
		case "io.github.acp4j.api.types.FileSystemCapabilities":
			return new FileSystemCapabilitiesAdapter(gson, this, (TypeToken<FileSystemCapabilities>) type);
		case "io.github.acp4j.api.types.ForkSessionRequest":
			return new ForkSessionRequestAdapter(gson, this, (TypeToken<ForkSessionRequest>) type);
		case "io.github.acp4j.api.types.ForkSessionResponse":
			return new ForkSessionResponseAdapter(gson, this, (TypeToken<ForkSessionResponse>) type);
		case "io.github.acp4j.api.types.HttpHeader":
			return new HttpHeaderAdapter(gson, this, (TypeToken<HttpHeader>) type);
		case "io.github.acp4j.api.types.Implementation":
			return new ImplementationAdapter(gson, this, (TypeToken<Implementation>) type);
		case "io.github.acp4j.api.types.InitializeRequest":
			return new InitializeRequestAdapter(gson, this, (TypeToken<InitializeRequest>) type);
		case "io.github.acp4j.api.types.InitializeResponse":
			return new InitializeResponseAdapter(gson, this, (TypeToken<InitializeResponse>) type);
		case "io.github.acp4j.api.types.KillTerminalRequest":
			return new KillTerminalRequestAdapter(gson, this, (TypeToken<KillTerminalRequest>) type);
		case "io.github.acp4j.api.types.KillTerminalResponse":
			return new KillTerminalResponseAdapter(gson, this, (TypeToken<KillTerminalResponse>) type);
		case "io.github.acp4j.api.types.ListProvidersRequest":
			return new ListProvidersRequestAdapter(gson, this, (TypeToken<ListProvidersRequest>) type);
		case "io.github.acp4j.api.types.ListProvidersResponse":
			return new ListProvidersResponseAdapter(gson, this, (TypeToken<ListProvidersResponse>) type);
		case "io.github.acp4j.api.types.ListSessionsRequest":
			return new ListSessionsRequestAdapter(gson, this, (TypeToken<ListSessionsRequest>) type);
		case "io.github.acp4j.api.types.ListSessionsResponse":
			return new ListSessionsResponseAdapter(gson, this, (TypeToken<ListSessionsResponse>) type);
		case "io.github.acp4j.api.types.LoadSessionRequest":
			return new LoadSessionRequestAdapter(gson, this, (TypeToken<LoadSessionRequest>) type);
		case "io.github.acp4j.api.types.LoadSessionResponse":
			return new LoadSessionResponseAdapter(gson, this, (TypeToken<LoadSessionResponse>) type);
		case "io.github.acp4j.api.types.LogoutCapabilities":
			return new LogoutCapabilitiesAdapter(gson, this, (TypeToken<LogoutCapabilities>) type);
		case "io.github.acp4j.api.types.LogoutRequest":
			return new LogoutRequestAdapter(gson, this, (TypeToken<LogoutRequest>) type);
		case "io.github.acp4j.api.types.LogoutResponse":
			return new LogoutResponseAdapter(gson, this, (TypeToken<LogoutResponse>) type);
		case "io.github.acp4j.api.types.McpCapabilities":
			return new McpCapabilitiesAdapter(gson, this, (TypeToken<McpCapabilities>) type);
		case "io.github.acp4j.api.types.ModelInfo":
			return new ModelInfoAdapter(gson, this, (TypeToken<ModelInfo>) type);
		case "io.github.acp4j.api.types.NewSessionRequest":
			return new NewSessionRequestAdapter(gson, this, (TypeToken<NewSessionRequest>) type);
		case "io.github.acp4j.api.types.NewSessionResponse":
			return new NewSessionResponseAdapter(gson, this, (TypeToken<NewSessionResponse>) type);
		case "io.github.acp4j.api.types.NoticeCapabilities":
			return new NoticeCapabilitiesAdapter(gson, this, (TypeToken<NoticeCapabilities>) type);
		case "io.github.acp4j.api.types.PermissionOption":
			return new PermissionOptionAdapter(gson, this, (TypeToken<PermissionOption>) type);
		case "io.github.acp4j.api.types.PlanCapabilities":
			return new PlanCapabilitiesAdapter(gson, this, (TypeToken<PlanCapabilities>) type);
		case "io.github.acp4j.api.types.PlanEntry":
			return new PlanEntryAdapter(gson, this, (TypeToken<PlanEntry>) type);
		case "io.github.acp4j.api.types.PromptCapabilities":
			return new PromptCapabilitiesAdapter(gson, this, (TypeToken<PromptCapabilities>) type);
		case "io.github.acp4j.api.types.PromptRequest":
			return new PromptRequestAdapter(gson, this, (TypeToken<PromptRequest>) type);
		case "io.github.acp4j.api.types.PromptResponse":
			return new PromptResponseAdapter(gson, this, (TypeToken<PromptResponse>) type);
		case "io.github.acp4j.api.types.ProviderCurrentConfig":
			return new ProviderCurrentConfigAdapter(gson, this, (TypeToken<ProviderCurrentConfig>) type);
		case "io.github.acp4j.api.types.ProviderInfo":
			return new ProviderInfoAdapter(gson, this, (TypeToken<ProviderInfo>) type);
		case "io.github.acp4j.api.types.ProvidersCapabilities":
			return new ProvidersCapabilitiesAdapter(gson, this, (TypeToken<ProvidersCapabilities>) type);
		case "io.github.acp4j.api.types.ReadTextFileRequest":
			return new ReadTextFileRequestAdapter(gson, this, (TypeToken<ReadTextFileRequest>) type);
		case "io.github.acp4j.api.types.ReadTextFileResponse":
			return new ReadTextFileResponseAdapter(gson, this, (TypeToken<ReadTextFileResponse>) type);
		case "io.github.acp4j.api.types.ReleaseTerminalRequest":
			return new ReleaseTerminalRequestAdapter(gson, this, (TypeToken<ReleaseTerminalRequest>) type);
		case "io.github.acp4j.api.types.ReleaseTerminalResponse":
			return new ReleaseTerminalResponseAdapter(gson, this, (TypeToken<ReleaseTerminalResponse>) type);
		case "io.github.acp4j.api.types.RequestPermissionRequest":
			return new RequestPermissionRequestAdapter(gson, this, (TypeToken<RequestPermissionRequest>) type);
		case "io.github.acp4j.api.types.RequestPermissionResponse":
			return new RequestPermissionResponseAdapter(gson, this, (TypeToken<RequestPermissionResponse>) type);
		case "io.github.acp4j.api.types.ResumeSessionRequest":
			return new ResumeSessionRequestAdapter(gson, this, (TypeToken<ResumeSessionRequest>) type);
		case "io.github.acp4j.api.types.ResumeSessionResponse":
			return new ResumeSessionResponseAdapter(gson, this, (TypeToken<ResumeSessionResponse>) type);
		case "io.github.acp4j.api.types.SessionAdditionalDirectoriesCapabilities":
			return new SessionAdditionalDirectoriesCapabilitiesAdapter(gson, this, (TypeToken<SessionAdditionalDirectoriesCapabilities>) type);
		case "io.github.acp4j.api.types.SessionArchiveCapabilities":
			return new SessionArchiveCapabilitiesAdapter(gson, this, (TypeToken<SessionArchiveCapabilities>) type);
		case "io.github.acp4j.api.types.SessionCancelCapabilities":
			return new SessionCancelCapabilitiesAdapter(gson, this, (TypeToken<SessionCancelCapabilities>) type);
		case "io.github.acp4j.api.types.SessionCapabilities":
			return new SessionCapabilitiesAdapter(gson, this, (TypeToken<SessionCapabilities>) type);
		case "io.github.acp4j.api.types.SessionCloseCapabilities":
			return new SessionCloseCapabilitiesAdapter(gson, this, (TypeToken<SessionCloseCapabilities>) type);
		case "io.github.acp4j.api.types.SessionConfigOptionsCapabilities":
			return new SessionConfigOptionsCapabilitiesAdapter(gson, this, (TypeToken<SessionConfigOptionsCapabilities>) type);
		case "io.github.acp4j.api.types.SessionConfigSelectGroup":
			return new SessionConfigSelectGroupAdapter(gson, this, (TypeToken<SessionConfigSelectGroup>) type);
		case "io.github.acp4j.api.types.SessionConfigSelectOption":
			return new SessionConfigSelectOptionAdapter(gson, this, (TypeToken<SessionConfigSelectOption>) type);
		case "io.github.acp4j.api.types.SessionDeleteCapabilities":
			return new SessionDeleteCapabilitiesAdapter(gson, this, (TypeToken<SessionDeleteCapabilities>) type);
		case "io.github.acp4j.api.types.SessionForkCapabilities":
			return new SessionForkCapabilitiesAdapter(gson, this, (TypeToken<SessionForkCapabilities>) type);
		case "io.github.acp4j.api.types.SessionInfo":
			return new SessionInfoAdapter(gson, this, (TypeToken<SessionInfo>) type);
		case "io.github.acp4j.api.types.SessionListCapabilities":
			return new SessionListCapabilitiesAdapter(gson, this, (TypeToken<SessionListCapabilities>) type);
		case "io.github.acp4j.api.types.SessionMode":
			return new SessionModeAdapter(gson, this, (TypeToken<SessionMode>) type);
		case "io.github.acp4j.api.types.SessionModeState":
			return new SessionModeStateAdapter(gson, this, (TypeToken<SessionModeState>) type);
		case "io.github.acp4j.api.types.SessionModelState":
			return new SessionModelStateAdapter(gson, this, (TypeToken<SessionModelState>) type);
		case "io.github.acp4j.api.types.SessionNotification":
			return new SessionNotificationAdapter(gson, this, (TypeToken<SessionNotification>) type);
		case "io.github.acp4j.api.types.SessionResumeCapabilities":
			return new SessionResumeCapabilitiesAdapter(gson, this, (TypeToken<SessionResumeCapabilities>) type);
		case "io.github.acp4j.api.types.SessionStatusCapabilities":
			return new SessionStatusCapabilitiesAdapter(gson, this, (TypeToken<SessionStatusCapabilities>) type);
		case "io.github.acp4j.api.types.SessionStatusRequest":
			return new SessionStatusRequestAdapter(gson, this, (TypeToken<SessionStatusRequest>) type);
		case "io.github.acp4j.api.types.SessionStatusResponse":
			return new SessionStatusResponseAdapter(gson, this, (TypeToken<SessionStatusResponse>) type);
		case "io.github.acp4j.api.types.SessionSystemPromptCapabilities":
			return new SessionSystemPromptCapabilitiesAdapter(gson, this, (TypeToken<SessionSystemPromptCapabilities>) type);
		case "io.github.acp4j.api.types.SessionSystemPromptModeCapabilities":
			return new SessionSystemPromptModeCapabilitiesAdapter(gson, this, (TypeToken<SessionSystemPromptModeCapabilities>) type);
		case "io.github.acp4j.api.types.SessionSystemPromptOverrideCapabilities":
			return new SessionSystemPromptOverrideCapabilitiesAdapter(gson, this, (TypeToken<SessionSystemPromptOverrideCapabilities>) type);
		case "io.github.acp4j.api.types.SessionTitleCapabilities":
			return new SessionTitleCapabilitiesAdapter(gson, this, (TypeToken<SessionTitleCapabilities>) type);
		case "io.github.acp4j.api.types.SetProviderRequest":
			return new SetProviderRequestAdapter(gson, this, (TypeToken<SetProviderRequest>) type);
		case "io.github.acp4j.api.types.SetProviderResponse":
			return new SetProviderResponseAdapter(gson, this, (TypeToken<SetProviderResponse>) type);
		case "io.github.acp4j.api.types.SetSessionConfigOptionRequest":
			return new SetSessionConfigOptionRequestAdapter(gson, this, (TypeToken<SetSessionConfigOptionRequest>) type);
		case "io.github.acp4j.api.types.SetSessionConfigOptionResponse":
			return new SetSessionConfigOptionResponseAdapter(gson, this, (TypeToken<SetSessionConfigOptionResponse>) type);
		case "io.github.acp4j.api.types.SetSessionModeRequest":
			return new SetSessionModeRequestAdapter(gson, this, (TypeToken<SetSessionModeRequest>) type);
		case "io.github.acp4j.api.types.SetSessionModeResponse":
			return new SetSessionModeResponseAdapter(gson, this, (TypeToken<SetSessionModeResponse>) type);
		case "io.github.acp4j.api.types.SetSessionModelRequest":
			return new SetSessionModelRequestAdapter(gson, this, (TypeToken<SetSessionModelRequest>) type);
		case "io.github.acp4j.api.types.SetSessionModelResponse":
			return new SetSessionModelResponseAdapter(gson, this, (TypeToken<SetSessionModelResponse>) type);
		case "io.github.acp4j.api.types.SetSessionTitleRequest":
			return new SetSessionTitleRequestAdapter(gson, this, (TypeToken<SetSessionTitleRequest>) type);
		case "io.github.acp4j.api.types.SetSessionTitleResponse":
			return new SetSessionTitleResponseAdapter(gson, this, (TypeToken<SetSessionTitleResponse>) type);
		case "io.github.acp4j.api.types.SubagentCapabilities":
			return new SubagentCapabilitiesAdapter(gson, this, (TypeToken<SubagentCapabilities>) type);
		case "io.github.acp4j.api.types.SubagentSessionCapabilities":
			return new SubagentSessionCapabilitiesAdapter(gson, this, (TypeToken<SubagentSessionCapabilities>) type);
		case "io.github.acp4j.api.types.SystemPrompt":
			return new SystemPromptAdapter(gson, this, (TypeToken<SystemPrompt>) type);
		case "io.github.acp4j.api.types.TerminalExitStatus":
			return new TerminalExitStatusAdapter(gson, this, (TypeToken<TerminalExitStatus>) type);
		case "io.github.acp4j.api.types.TerminalOutputRequest":
			return new TerminalOutputRequestAdapter(gson, this, (TypeToken<TerminalOutputRequest>) type);
		case "io.github.acp4j.api.types.TerminalOutputResponse":
			return new TerminalOutputResponseAdapter(gson, this, (TypeToken<TerminalOutputResponse>) type);
		case "io.github.acp4j.api.types.TextResourceContents":
			return new TextResourceContentsAdapter(gson, this, (TypeToken<TextResourceContents>) type);
		case "io.github.acp4j.api.types.ToolCallLocation":
			return new ToolCallLocationAdapter(gson, this, (TypeToken<ToolCallLocation>) type);
		case "io.github.acp4j.api.types.UnarchiveSessionRequest":
			return new UnarchiveSessionRequestAdapter(gson, this, (TypeToken<UnarchiveSessionRequest>) type);
		case "io.github.acp4j.api.types.UnarchiveSessionResponse":
			return new UnarchiveSessionResponseAdapter(gson, this, (TypeToken<UnarchiveSessionResponse>) type);
		case "io.github.acp4j.api.types.UnstructuredCommandInput":
			return new UnstructuredCommandInputAdapter(gson, this, (TypeToken<UnstructuredCommandInput>) type);
		case "io.github.acp4j.api.types.Usage":
			return new UsageAdapter(gson, this, (TypeToken<Usage>) type);
		case "io.github.acp4j.api.types.WaitForTerminalExitRequest":
			return new WaitForTerminalExitRequestAdapter(gson, this, (TypeToken<WaitForTerminalExitRequest>) type);
		case "io.github.acp4j.api.types.WaitForTerminalExitResponse":
			return new WaitForTerminalExitResponseAdapter(gson, this, (TypeToken<WaitForTerminalExitResponse>) type);
		case "io.github.acp4j.api.types.WriteTextFileRequest":
			return new WriteTextFileRequestAdapter(gson, this, (TypeToken<WriteTextFileRequest>) type);
		case "io.github.acp4j.api.types.WriteTextFileResponse":
			return new WriteTextFileResponseAdapter(gson, this, (TypeToken<WriteTextFileResponse>) type);
		default:
			return null;
		}
	}

	// By name, and as an Object: a switch over the classes, or returning them as their supertype, would have
	// every adapter and record loaded (the verifier's doing) the first time Gson asks for any type.
	private static Object variantAdapter(Gson gson, String name) {
		switch (name) {
		case "io.github.acp4j.api.types.AgentMessageChunk":
			return new AgentMessageChunkAdapter(gson, null, TypeToken.get(AgentMessageChunk.class));
		case "io.github.acp4j.api.types.AgentThoughtChunk":
			return new AgentThoughtChunkAdapter(gson, null, TypeToken.get(AgentThoughtChunk.class));
		case "io.github.acp4j.api.types.AudioContent":
			return new AudioContentAdapter(gson, null, TypeToken.get(AudioContent.class));
		case "io.github.acp4j.api.types.AuthMethodAgent":
			return new AuthMethodAgentAdapter(gson, null, TypeToken.get(AuthMethodAgent.class));
		case "io.github.acp4j.api.types.AuthMethodTerminal":
			return new AuthMethodTerminalAdapter(gson, null, TypeToken.get(AuthMethodTerminal.class));
		case "io.github.acp4j.api.types.AvailableCommandsUpdate":
			return new AvailableCommandsUpdateAdapter(gson, null, TypeToken.get(AvailableCommandsUpdate.class));
		case "io.github.acp4j.api.types.BooleanPropertySchema":
			return new BooleanPropertySchemaAdapter(gson, null, TypeToken.get(BooleanPropertySchema.class));
		case "io.github.acp4j.api.types.CancelledPermissionOutcome":
			return new CancelledPermissionOutcomeAdapter(gson, null, TypeToken.get(CancelledPermissionOutcome.class));
		case "io.github.acp4j.api.types.CompactionSummaryChunk":
			return new CompactionSummaryChunkAdapter(gson, null, TypeToken.get(CompactionSummaryChunk.class));
		case "io.github.acp4j.api.types.CompactionUpdate":
			return new CompactionUpdateAdapter(gson, null, TypeToken.get(CompactionUpdate.class));
		case "io.github.acp4j.api.types.ConfigOptionUpdate":
			return new ConfigOptionUpdateAdapter(gson, null, TypeToken.get(ConfigOptionUpdate.class));
		case "io.github.acp4j.api.types.Content":
			return new ContentAdapter(gson, null, TypeToken.get(Content.class));
		case "io.github.acp4j.api.types.CurrentModeUpdate":
			return new CurrentModeUpdateAdapter(gson, null, TypeToken.get(CurrentModeUpdate.class));
		case "io.github.acp4j.api.types.Diff":
			return new DiffAdapter(gson, null, TypeToken.get(Diff.class));
		case "io.github.acp4j.api.types.EmbeddedResource":
			return new EmbeddedResourceAdapter(gson, null, TypeToken.get(EmbeddedResource.class));
		case "io.github.acp4j.api.types.IdleStateUpdate":
			return new IdleStateUpdateAdapter(gson, null, TypeToken.get(IdleStateUpdate.class));
		case "io.github.acp4j.api.types.ImageContent":
			return new ImageContentAdapter(gson, null, TypeToken.get(ImageContent.class));
		case "io.github.acp4j.api.types.IntegerPropertySchema":
			return new IntegerPropertySchemaAdapter(gson, null, TypeToken.get(IntegerPropertySchema.class));
		case "io.github.acp4j.api.types.McpServerAcp":
			return new McpServerAcpAdapter(gson, null, TypeToken.get(McpServerAcp.class));
		case "io.github.acp4j.api.types.McpServerHttp":
			return new McpServerHttpAdapter(gson, null, TypeToken.get(McpServerHttp.class));
		case "io.github.acp4j.api.types.McpServerSse":
			return new McpServerSseAdapter(gson, null, TypeToken.get(McpServerSse.class));
		case "io.github.acp4j.api.types.McpServerStdio":
			return new McpServerStdioAdapter(gson, null, TypeToken.get(McpServerStdio.class));
		case "io.github.acp4j.api.types.MultiSelectPropertySchema":
			return new MultiSelectPropertySchemaAdapter(gson, null, TypeToken.get(MultiSelectPropertySchema.class));
		case "io.github.acp4j.api.types.Notice":
			return new NoticeAdapter(gson, null, TypeToken.get(Notice.class));
		case "io.github.acp4j.api.types.NumberPropertySchema":
			return new NumberPropertySchemaAdapter(gson, null, TypeToken.get(NumberPropertySchema.class));
		case "io.github.acp4j.api.types.Plan":
			return new PlanAdapter(gson, null, TypeToken.get(Plan.class));
		case "io.github.acp4j.api.types.PlanFile":
			return new PlanFileAdapter(gson, null, TypeToken.get(PlanFile.class));
		case "io.github.acp4j.api.types.PlanItems":
			return new PlanItemsAdapter(gson, null, TypeToken.get(PlanItems.class));
		case "io.github.acp4j.api.types.PlanMarkdown":
			return new PlanMarkdownAdapter(gson, null, TypeToken.get(PlanMarkdown.class));
		case "io.github.acp4j.api.types.PlanRemoved":
			return new PlanRemovedAdapter(gson, null, TypeToken.get(PlanRemoved.class));
		case "io.github.acp4j.api.types.PlanUpdate":
			return new PlanUpdateAdapter(gson, null, TypeToken.get(PlanUpdate.class));
		case "io.github.acp4j.api.types.RequiresActionStateUpdate":
			return new RequiresActionStateUpdateAdapter(gson, null, TypeToken.get(RequiresActionStateUpdate.class));
		case "io.github.acp4j.api.types.ResourceLink":
			return new ResourceLinkAdapter(gson, null, TypeToken.get(ResourceLink.class));
		case "io.github.acp4j.api.types.RunningStateUpdate":
			return new RunningStateUpdateAdapter(gson, null, TypeToken.get(RunningStateUpdate.class));
		case "io.github.acp4j.api.types.SelectedPermissionOutcome":
			return new SelectedPermissionOutcomeAdapter(gson, null, TypeToken.get(SelectedPermissionOutcome.class));
		case "io.github.acp4j.api.types.SessionConfigBoolean":
			return new SessionConfigBooleanAdapter(gson, null, TypeToken.get(SessionConfigBoolean.class));
		case "io.github.acp4j.api.types.SessionConfigSelect":
			return new SessionConfigSelectAdapter(gson, null, TypeToken.get(SessionConfigSelect.class));
		case "io.github.acp4j.api.types.SessionInfoUpdate":
			return new SessionInfoUpdateAdapter(gson, null, TypeToken.get(SessionInfoUpdate.class));
		case "io.github.acp4j.api.types.SessionMessage":
			return new SessionMessageAdapter(gson, null, TypeToken.get(SessionMessage.class));
		case "io.github.acp4j.api.types.SessionMessageChunk":
			return new SessionMessageChunkAdapter(gson, null, TypeToken.get(SessionMessageChunk.class));
		case "io.github.acp4j.api.types.StringMultiSelectItems":
			return new StringMultiSelectItemsAdapter(gson, null, TypeToken.get(StringMultiSelectItems.class));
		case "io.github.acp4j.api.types.StringPropertySchema":
			return new StringPropertySchemaAdapter(gson, null, TypeToken.get(StringPropertySchema.class));
		case "io.github.acp4j.api.types.SubagentUpdate":
			return new SubagentUpdateAdapter(gson, null, TypeToken.get(SubagentUpdate.class));
		case "io.github.acp4j.api.types.Terminal":
			return new TerminalAdapter(gson, null, TypeToken.get(Terminal.class));
		case "io.github.acp4j.api.types.TextContent":
			return new TextContentAdapter(gson, null, TypeToken.get(TextContent.class));
		case "io.github.acp4j.api.types.TitledMultiSelectItems":
			return new TitledMultiSelectItemsAdapter(gson, null, TypeToken.get(TitledMultiSelectItems.class));
		case "io.github.acp4j.api.types.ToolCall":
			return new ToolCallAdapter(gson, null, TypeToken.get(ToolCall.class));
		case "io.github.acp4j.api.types.ToolCallUpdate":
			return new ToolCallUpdateAdapter(gson, null, TypeToken.get(ToolCallUpdate.class));
		case "io.github.acp4j.api.types.UnknownStateUpdate":
			return new UnknownStateUpdateAdapter(gson, null, TypeToken.get(UnknownStateUpdate.class));
		case "io.github.acp4j.api.types.UsageUpdate":
			return new UsageUpdateAdapter(gson, null, TypeToken.get(UsageUpdate.class));
		case "io.github.acp4j.api.types.UserMessageChunk":
			return new UserMessageChunkAdapter(gson, null, TypeToken.get(UserMessageChunk.class));
		default:
			return null;
		}
	}

	private static final class AgentAuthCapabilitiesAdapter extends RecordAdapter<AgentAuthCapabilities> {
		private final TypeAdapter<AuthStatusCapabilities> statusAdapter;
		private final TypeAdapter<LogoutCapabilities> logoutAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentAuthCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AgentAuthCapabilities> type) {
			super(gson, factory, type);
			statusAdapter = component(gson, AuthStatusCapabilities.class);
			logoutAdapter = component(gson, LogoutCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AgentAuthCapabilities value) throws IOException {
			out.name("status");
			statusAdapter.write(out, value.status());
			out.name("logout");
			logoutAdapter.write(out, value.logout());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AgentCapabilitiesAdapter extends RecordAdapter<AgentCapabilities> {
		private final TypeAdapter<Boolean> loadSessionAdapter;
		private final TypeAdapter<PromptCapabilities> promptCapabilitiesAdapter;
		private final TypeAdapter<McpCapabilities> mcpCapabilitiesAdapter;
		private final TypeAdapter<SessionCapabilities> sessionCapabilitiesAdapter;
		private final TypeAdapter<AgentAuthCapabilities> authAdapter;
		private final TypeAdapter<ProvidersCapabilities> providersAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AgentCapabilities> type) {
			super(gson, factory, type);
			loadSessionAdapter = component(gson, Boolean.class);
			promptCapabilitiesAdapter = component(gson, PromptCapabilities.class);
			mcpCapabilitiesAdapter = component(gson, McpCapabilities.class);
			sessionCapabilitiesAdapter = component(gson, SessionCapabilities.class);
			authAdapter = component(gson, AgentAuthCapabilities.class);
			providersAdapter = component(gson, ProvidersCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AgentCapabilities value) throws IOException {
			out.name("loadSession");
			loadSessionAdapter.write(out, value.loadSession());
			out.name("promptCapabilities");
			promptCapabilitiesAdapter.write(out, value.promptCapabilities());
			out.name("mcpCapabilities");
			mcpCapabilitiesAdapter.write(out, value.mcpCapabilities());
			out.name("sessionCapabilities");
			sessionCapabilitiesAdapter.write(out, value.sessionCapabilities());
			out.name("auth");
			authAdapter.write(out, value.auth());
			out.name("providers");
			providersAdapter.write(out, value.providers());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AgentMessageChunkAdapter extends RecordAdapter<AgentMessageChunk> {
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentMessageChunkAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AgentMessageChunk> type) {
			super(gson, factory, type);
			contentAdapter = component(gson, ContentBlock.class);
			messageIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AgentMessageChunk value) throws IOException {
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AgentThoughtChunkAdapter extends RecordAdapter<AgentThoughtChunk> {
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentThoughtChunkAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AgentThoughtChunk> type) {
			super(gson, factory, type);
			contentAdapter = component(gson, ContentBlock.class);
			messageIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AgentThoughtChunk value) throws IOException {
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AnnotationsAdapter extends RecordAdapter<Annotations> {
		private final TypeAdapter<List<Role>> audienceAdapter;
		private final TypeAdapter<String> lastModifiedAdapter;
		private final TypeAdapter<Double> priorityAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AnnotationsAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<Annotations> type) {
			super(gson, factory, type);
			audienceAdapter = component(gson, parameterized(List.class, Role.class));
			lastModifiedAdapter = component(gson, String.class);
			priorityAdapter = component(gson, Double.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, Annotations value) throws IOException {
			out.name("audience");
			audienceAdapter.write(out, value.audience());
			out.name("lastModified");
			lastModifiedAdapter.write(out, value.lastModified());
			out.name("priority");
			priorityAdapter.write(out, value.priority());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ArchiveSessionRequestAdapter extends RecordAdapter<ArchiveSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ArchiveSessionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ArchiveSessionRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ArchiveSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ArchiveSessionResponseAdapter extends RecordAdapter<ArchiveSessionResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ArchiveSessionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ArchiveSessionResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ArchiveSessionResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AudioContentAdapter extends RecordAdapter<AudioContent> {
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<String> dataAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AudioContentAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AudioContent> type) {
			super(gson, factory, type);
			annotationsAdapter = component(gson, Annotations.class);
			dataAdapter = component(gson, String.class);
			mimeTypeAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AudioContent value) throws IOException {
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
			out.name("data");
			dataAdapter.write(out, value.data());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthAccountAdapter extends RecordAdapter<AuthAccount> {
		private final TypeAdapter<String> labelAdapter;
		private final TypeAdapter<Boolean> activeAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> emailAdapter;
		private final TypeAdapter<String> organizationAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthAccountAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthAccount> type) {
			super(gson, factory, type);
			labelAdapter = component(gson, String.class);
			activeAdapter = component(gson, Boolean.class);
			nameAdapter = component(gson, String.class);
			emailAdapter = component(gson, String.class);
			organizationAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthAccount value) throws IOException {
			out.name("label");
			labelAdapter.write(out, value.label());
			out.name("active");
			activeAdapter.write(out, value.active());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("email");
			emailAdapter.write(out, value.email());
			out.name("organization");
			organizationAdapter.write(out, value.organization());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthCapabilitiesAdapter extends RecordAdapter<AuthCapabilities> {
		private final TypeAdapter<Boolean> terminalAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthCapabilities> type) {
			super(gson, factory, type);
			terminalAdapter = component(gson, Boolean.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthCapabilities value) throws IOException {
			out.name("terminal");
			terminalAdapter.write(out, value.terminal());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthMethodAgentAdapter extends RecordAdapter<AuthMethodAgent> {
		private final TypeAdapter<String> idAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthMethodAgentAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthMethodAgent> type) {
			super(gson, factory, type);
			idAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthMethodAgent value) throws IOException {
			out.name("id");
			idAdapter.write(out, value.id());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthMethodTerminalAdapter extends RecordAdapter<AuthMethodTerminal> {
		private final TypeAdapter<String> idAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<List<String>> argsAdapter;
		private final TypeAdapter<Map<String, String>> envAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthMethodTerminalAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthMethodTerminal> type) {
			super(gson, factory, type);
			idAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			argsAdapter = component(gson, parameterized(List.class, String.class));
			envAdapter = component(gson, parameterized(Map.class, String.class, String.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthMethodTerminal value) throws IOException {
			out.name("id");
			idAdapter.write(out, value.id());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("args");
			argsAdapter.write(out, value.args());
			out.name("env");
			envAdapter.write(out, value.env());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthStatusCapabilitiesAdapter extends RecordAdapter<AuthStatusCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthStatusCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthStatusCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthStatusCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthStatusRequestAdapter extends RecordAdapter<AuthStatusRequest> {
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthStatusRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthStatusRequest> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthStatusRequest value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthStatusResponseAdapter extends RecordAdapter<AuthStatusResponse> {
		private final TypeAdapter<AuthState> stateAdapter;
		private final TypeAdapter<List<AuthAccount>> accountsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthStatusResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthStatusResponse> type) {
			super(gson, factory, type);
			stateAdapter = component(gson, AuthState.class);
			accountsAdapter = component(gson, parameterized(List.class, AuthAccount.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthStatusResponse value) throws IOException {
			out.name("state");
			stateAdapter.write(out, value.state());
			out.name("accounts");
			accountsAdapter.write(out, value.accounts());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthStatusUpdateNotificationAdapter extends RecordAdapter<AuthStatusUpdateNotification> {
		private final TypeAdapter<AuthState> stateAdapter;
		private final TypeAdapter<List<AuthAccount>> accountsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthStatusUpdateNotificationAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthStatusUpdateNotification> type) {
			super(gson, factory, type);
			stateAdapter = component(gson, AuthState.class);
			accountsAdapter = component(gson, parameterized(List.class, AuthAccount.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthStatusUpdateNotification value) throws IOException {
			out.name("state");
			stateAdapter.write(out, value.state());
			out.name("accounts");
			accountsAdapter.write(out, value.accounts());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthenticateRequestAdapter extends RecordAdapter<AuthenticateRequest> {
		private final TypeAdapter<String> methodIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthenticateRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthenticateRequest> type) {
			super(gson, factory, type);
			methodIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthenticateRequest value) throws IOException {
			out.name("methodId");
			methodIdAdapter.write(out, value.methodId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthenticateResponseAdapter extends RecordAdapter<AuthenticateResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthenticateResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AuthenticateResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AuthenticateResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AvailableCommandAdapter extends RecordAdapter<AvailableCommand> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<AvailableCommandInput> inputAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AvailableCommandAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AvailableCommand> type) {
			super(gson, factory, type);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			inputAdapter = component(gson, AvailableCommandInput.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AvailableCommand value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("input");
			inputAdapter.write(out, value.input());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AvailableCommandsUpdateAdapter extends RecordAdapter<AvailableCommandsUpdate> {
		private final TypeAdapter<List<AvailableCommand>> availableCommandsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AvailableCommandsUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<AvailableCommandsUpdate> type) {
			super(gson, factory, type);
			availableCommandsAdapter = component(gson, parameterized(List.class, AvailableCommand.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, AvailableCommandsUpdate value) throws IOException {
			out.name("availableCommands");
			availableCommandsAdapter.write(out, value.availableCommands());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class BlobResourceContentsAdapter extends RecordAdapter<BlobResourceContents> {
		private final TypeAdapter<String> blobAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<String> uriAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		BlobResourceContentsAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<BlobResourceContents> type) {
			super(gson, factory, type);
			blobAdapter = component(gson, String.class);
			mimeTypeAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, BlobResourceContents value) throws IOException {
			out.name("blob");
			blobAdapter.write(out, value.blob());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("uri");
			uriAdapter.write(out, value.uri());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class BooleanConfigOptionCapabilitiesAdapter extends RecordAdapter<BooleanConfigOptionCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		BooleanConfigOptionCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<BooleanConfigOptionCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, BooleanConfigOptionCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class BooleanPropertySchemaAdapter extends RecordAdapter<BooleanPropertySchema> {
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<Boolean> defaultValueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		BooleanPropertySchemaAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<BooleanPropertySchema> type) {
			super(gson, factory, type);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			defaultValueAdapter = component(gson, Boolean.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, BooleanPropertySchema value) throws IOException {
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("default");
			defaultValueAdapter.write(out, value.defaultValue());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CancelNotificationAdapter extends RecordAdapter<CancelNotification> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CancelNotificationAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CancelNotification> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CancelNotification value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CancelRequestNotificationAdapter extends RecordAdapter<CancelRequestNotification> {
		private final TypeAdapter<JsonPrimitive> requestIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CancelRequestNotificationAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CancelRequestNotification> type) {
			super(gson, factory, type);
			requestIdAdapter = component(gson, JsonPrimitive.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CancelRequestNotification value) throws IOException {
			out.name("requestId");
			requestIdAdapter.write(out, value.requestId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CancelledPermissionOutcomeAdapter extends RecordAdapter<CancelledPermissionOutcome> {

		CancelledPermissionOutcomeAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CancelledPermissionOutcome> type) {
			super(gson, factory, type);
		}

		@Override
		void writeMembers(JsonWriter out, CancelledPermissionOutcome value) throws IOException {
		}
	}

	private static final class ClientCapabilitiesAdapter extends RecordAdapter<ClientCapabilities> {
		private final TypeAdapter<FileSystemCapabilities> fsAdapter;
		private final TypeAdapter<Boolean> terminalAdapter;
		private final TypeAdapter<ClientSessionCapabilities> sessionAdapter;
		private final TypeAdapter<SubagentCapabilities> subagentsAdapter;
		private final TypeAdapter<PlanCapabilities> planAdapter;
		private final TypeAdapter<AuthCapabilities> authAdapter;
		private final TypeAdapter<ElicitationCapabilities> elicitationAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ClientCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ClientCapabilities> type) {
			super(gson, factory, type);
			fsAdapter = component(gson, FileSystemCapabilities.class);
			terminalAdapter = component(gson, Boolean.class);
			sessionAdapter = component(gson, ClientSessionCapabilities.class);
			subagentsAdapter = component(gson, SubagentCapabilities.class);
			planAdapter = component(gson, PlanCapabilities.class);
			authAdapter = component(gson, AuthCapabilities.class);
			elicitationAdapter = component(gson, ElicitationCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ClientCapabilities value) throws IOException {
			out.name("fs");
			fsAdapter.write(out, value.fs());
			out.name("terminal");
			terminalAdapter.write(out, value.terminal());
			out.name("session");
			sessionAdapter.write(out, value.session());
			out.name("subagents");
			subagentsAdapter.write(out, value.subagents());
			out.name("plan");
			planAdapter.write(out, value.plan());
			out.name("auth");
			authAdapter.write(out, value.auth());
			out.name("elicitation");
			elicitationAdapter.write(out, value.elicitation());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ClientSessionCapabilitiesAdapter extends RecordAdapter<ClientSessionCapabilities> {
		private final TypeAdapter<CompactionCapabilities> compactionAdapter;
		private final TypeAdapter<SessionConfigOptionsCapabilities> configOptionsAdapter;
		private final TypeAdapter<NoticeCapabilities> noticesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ClientSessionCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ClientSessionCapabilities> type) {
			super(gson, factory, type);
			compactionAdapter = component(gson, CompactionCapabilities.class);
			configOptionsAdapter = component(gson, SessionConfigOptionsCapabilities.class);
			noticesAdapter = component(gson, NoticeCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ClientSessionCapabilities value) throws IOException {
			out.name("compaction");
			compactionAdapter.write(out, value.compaction());
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("notices");
			noticesAdapter.write(out, value.notices());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CloseSessionRequestAdapter extends RecordAdapter<CloseSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CloseSessionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CloseSessionRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CloseSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CloseSessionResponseAdapter extends RecordAdapter<CloseSessionResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		CloseSessionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CloseSessionResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CloseSessionResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CompactionCapabilitiesAdapter extends RecordAdapter<CompactionCapabilities> {

		CompactionCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CompactionCapabilities> type) {
			super(gson, factory, type);
		}

		@Override
		void writeMembers(JsonWriter out, CompactionCapabilities value) throws IOException {
		}
	}

	private static final class CompactionSummaryChunkAdapter extends RecordAdapter<CompactionSummaryChunk> {
		private final TypeAdapter<String> compactionIdAdapter;
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CompactionSummaryChunkAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CompactionSummaryChunk> type) {
			super(gson, factory, type);
			compactionIdAdapter = component(gson, String.class);
			contentAdapter = component(gson, ContentBlock.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CompactionSummaryChunk value) throws IOException {
			out.name("compactionId");
			compactionIdAdapter.write(out, value.compactionId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CompactionUpdateAdapter extends RecordAdapter<CompactionUpdate> {
		private final TypeAdapter<String> compactionIdAdapter;
		private final TypeAdapter<CompactionStatus> statusAdapter;
		private final TypeAdapter<List<ContentBlock>> summaryAdapter;
		private final TypeAdapter<String> errorAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CompactionUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CompactionUpdate> type) {
			super(gson, factory, type);
			compactionIdAdapter = component(gson, String.class);
			statusAdapter = component(gson, CompactionStatus.class);
			summaryAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			errorAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CompactionUpdate value) throws IOException {
			out.name("compactionId");
			compactionIdAdapter.write(out, value.compactionId());
			out.name("status");
			statusAdapter.write(out, value.status());
			out.name("summary");
			summaryAdapter.write(out, value.summary());
			out.name("error");
			errorAdapter.write(out, value.error());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CompleteElicitationNotificationAdapter extends RecordAdapter<CompleteElicitationNotification> {
		private final TypeAdapter<String> elicitationIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CompleteElicitationNotificationAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CompleteElicitationNotification> type) {
			super(gson, factory, type);
			elicitationIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CompleteElicitationNotification value) throws IOException {
			out.name("elicitationId");
			elicitationIdAdapter.write(out, value.elicitationId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ConfigOptionUpdateAdapter extends RecordAdapter<ConfigOptionUpdate> {
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ConfigOptionUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ConfigOptionUpdate> type) {
			super(gson, factory, type);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ConfigOptionUpdate value) throws IOException {
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ContentAdapter extends RecordAdapter<Content> {
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ContentAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<Content> type) {
			super(gson, factory, type);
			contentAdapter = component(gson, ContentBlock.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, Content value) throws IOException {
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CostAdapter extends RecordAdapter<Cost> {
		private final TypeAdapter<Double> amountAdapter;
		private final TypeAdapter<String> currencyAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CostAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<Cost> type) {
			super(gson, factory, type);
			amountAdapter = component(gson, Double.class);
			currencyAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, Cost value) throws IOException {
			out.name("amount");
			amountAdapter.write(out, value.amount());
			out.name("currency");
			currencyAdapter.write(out, value.currency());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CreateElicitationRequestAdapter extends RecordAdapter<CreateElicitationRequest> {
		private final TypeAdapter<String> messageAdapter;
		private final TypeAdapter<String> modeAdapter;
		private final TypeAdapter<ElicitationSchema> requestedSchemaAdapter;
		private final TypeAdapter<String> elicitationIdAdapter;
		private final TypeAdapter<String> urlAdapter;
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> toolCallIdAdapter;
		private final TypeAdapter<JsonPrimitive> requestIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CreateElicitationRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CreateElicitationRequest> type) {
			super(gson, factory, type);
			messageAdapter = component(gson, String.class);
			modeAdapter = component(gson, String.class);
			requestedSchemaAdapter = component(gson, ElicitationSchema.class);
			elicitationIdAdapter = component(gson, String.class);
			urlAdapter = component(gson, String.class);
			sessionIdAdapter = component(gson, String.class);
			toolCallIdAdapter = component(gson, String.class);
			requestIdAdapter = component(gson, JsonPrimitive.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CreateElicitationRequest value) throws IOException {
			out.name("message");
			messageAdapter.write(out, value.message());
			out.name("mode");
			modeAdapter.write(out, value.mode());
			out.name("requestedSchema");
			requestedSchemaAdapter.write(out, value.requestedSchema());
			out.name("elicitationId");
			elicitationIdAdapter.write(out, value.elicitationId());
			out.name("url");
			urlAdapter.write(out, value.url());
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("toolCallId");
			toolCallIdAdapter.write(out, value.toolCallId());
			out.name("requestId");
			requestIdAdapter.write(out, value.requestId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CreateElicitationResponseAdapter extends RecordAdapter<CreateElicitationResponse> {
		private final TypeAdapter<String> actionAdapter;
		private final TypeAdapter<Map<String, JsonElement>> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CreateElicitationResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CreateElicitationResponse> type) {
			super(gson, factory, type);
			actionAdapter = component(gson, String.class);
			contentAdapter = component(gson, parameterized(Map.class, String.class, JsonElement.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CreateElicitationResponse value) throws IOException {
			out.name("action");
			actionAdapter.write(out, value.action());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CreateTerminalRequestAdapter extends RecordAdapter<CreateTerminalRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> commandAdapter;
		private final TypeAdapter<List<String>> argsAdapter;
		private final TypeAdapter<List<EnvVariable>> envAdapter;
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<Long> outputByteLimitAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CreateTerminalRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CreateTerminalRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			commandAdapter = component(gson, String.class);
			argsAdapter = component(gson, parameterized(List.class, String.class));
			envAdapter = component(gson, parameterized(List.class, EnvVariable.class));
			cwdAdapter = component(gson, String.class);
			outputByteLimitAdapter = component(gson, Long.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CreateTerminalRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("command");
			commandAdapter.write(out, value.command());
			out.name("args");
			argsAdapter.write(out, value.args());
			out.name("env");
			envAdapter.write(out, value.env());
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("outputByteLimit");
			outputByteLimitAdapter.write(out, value.outputByteLimit());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CreateTerminalResponseAdapter extends RecordAdapter<CreateTerminalResponse> {
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CreateTerminalResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CreateTerminalResponse> type) {
			super(gson, factory, type);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CreateTerminalResponse value) throws IOException {
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CurrentModeUpdateAdapter extends RecordAdapter<CurrentModeUpdate> {
		private final TypeAdapter<String> currentModeIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CurrentModeUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<CurrentModeUpdate> type) {
			super(gson, factory, type);
			currentModeIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, CurrentModeUpdate value) throws IOException {
			out.name("currentModeId");
			currentModeIdAdapter.write(out, value.currentModeId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DeleteSessionRequestAdapter extends RecordAdapter<DeleteSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		DeleteSessionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<DeleteSessionRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, DeleteSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DeleteSessionResponseAdapter extends RecordAdapter<DeleteSessionResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		DeleteSessionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<DeleteSessionResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, DeleteSessionResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DiffAdapter extends RecordAdapter<Diff> {
		private final TypeAdapter<String> pathAdapter;
		private final TypeAdapter<String> oldTextAdapter;
		private final TypeAdapter<String> newTextAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		DiffAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<Diff> type) {
			super(gson, factory, type);
			pathAdapter = component(gson, String.class);
			oldTextAdapter = component(gson, String.class);
			newTextAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, Diff value) throws IOException {
			out.name("path");
			pathAdapter.write(out, value.path());
			out.name("oldText");
			oldTextAdapter.write(out, value.oldText());
			out.name("newText");
			newTextAdapter.write(out, value.newText());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DisableProviderRequestAdapter extends RecordAdapter<DisableProviderRequest> {
		private final TypeAdapter<String> providerIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		DisableProviderRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<DisableProviderRequest> type) {
			super(gson, factory, type);
			providerIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, DisableProviderRequest value) throws IOException {
			out.name("providerId");
			providerIdAdapter.write(out, value.providerId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DisableProviderResponseAdapter extends RecordAdapter<DisableProviderResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		DisableProviderResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<DisableProviderResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, DisableProviderResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ElicitationCapabilitiesAdapter extends RecordAdapter<ElicitationCapabilities> {
		private final TypeAdapter<ElicitationFormCapabilities> formAdapter;
		private final TypeAdapter<ElicitationUrlCapabilities> urlAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ElicitationCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ElicitationCapabilities> type) {
			super(gson, factory, type);
			formAdapter = component(gson, ElicitationFormCapabilities.class);
			urlAdapter = component(gson, ElicitationUrlCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ElicitationCapabilities value) throws IOException {
			out.name("form");
			formAdapter.write(out, value.form());
			out.name("url");
			urlAdapter.write(out, value.url());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ElicitationFormCapabilitiesAdapter extends RecordAdapter<ElicitationFormCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ElicitationFormCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ElicitationFormCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ElicitationFormCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ElicitationSchemaAdapter extends RecordAdapter<ElicitationSchema> {
		private final TypeAdapter<ElicitationSchemaType> typeAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<Map<String, ElicitationPropertySchema>> propertiesAdapter;
		private final TypeAdapter<List<String>> requiredAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ElicitationSchemaAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ElicitationSchema> type) {
			super(gson, factory, type);
			typeAdapter = component(gson, ElicitationSchemaType.class);
			titleAdapter = component(gson, String.class);
			propertiesAdapter = component(gson, parameterized(Map.class, String.class, ElicitationPropertySchema.class));
			requiredAdapter = component(gson, parameterized(List.class, String.class));
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ElicitationSchema value) throws IOException {
			out.name("type");
			typeAdapter.write(out, value.type());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("properties");
			propertiesAdapter.write(out, value.properties());
			out.name("required");
			requiredAdapter.write(out, value.required());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ElicitationUrlCapabilitiesAdapter extends RecordAdapter<ElicitationUrlCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ElicitationUrlCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ElicitationUrlCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ElicitationUrlCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class EmbeddedResourceAdapter extends RecordAdapter<EmbeddedResource> {
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<EmbeddedResourceResource> resourceAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		EmbeddedResourceAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<EmbeddedResource> type) {
			super(gson, factory, type);
			annotationsAdapter = component(gson, Annotations.class);
			resourceAdapter = component(gson, EmbeddedResourceResource.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, EmbeddedResource value) throws IOException {
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
			out.name("resource");
			resourceAdapter.write(out, value.resource());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class EnumOptionAdapter extends RecordAdapter<EnumOption> {
		private final TypeAdapter<String> valueAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		EnumOptionAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<EnumOption> type) {
			super(gson, factory, type);
			valueAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, EnumOption value) throws IOException {
			out.name("const");
			valueAdapter.write(out, value.value());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class EnvVariableAdapter extends RecordAdapter<EnvVariable> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> valueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		EnvVariableAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<EnvVariable> type) {
			super(gson, factory, type);
			nameAdapter = component(gson, String.class);
			valueAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, EnvVariable value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("value");
			valueAdapter.write(out, value.value());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class FileSystemCapabilitiesAdapter extends RecordAdapter<FileSystemCapabilities> {
		private final TypeAdapter<Boolean> readTextFileAdapter;
		private final TypeAdapter<Boolean> writeTextFileAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		FileSystemCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<FileSystemCapabilities> type) {
			super(gson, factory, type);
			readTextFileAdapter = component(gson, Boolean.class);
			writeTextFileAdapter = component(gson, Boolean.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, FileSystemCapabilities value) throws IOException {
			out.name("readTextFile");
			readTextFileAdapter.write(out, value.readTextFile());
			out.name("writeTextFile");
			writeTextFileAdapter.write(out, value.writeTextFile());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ForkSessionRequestAdapter extends RecordAdapter<ForkSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<List<String>> additionalDirectoriesAdapter;
		private final TypeAdapter<List<McpServer>> mcpServersAdapter;
		private final TypeAdapter<SystemPrompt> systemPromptAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ForkSessionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ForkSessionRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			mcpServersAdapter = component(gson, parameterized(List.class, McpServer.class));
			systemPromptAdapter = component(gson, SystemPrompt.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ForkSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("additionalDirectories");
			additionalDirectoriesAdapter.write(out, value.additionalDirectories());
			out.name("mcpServers");
			mcpServersAdapter.write(out, value.mcpServers());
			out.name("systemPrompt");
			systemPromptAdapter.write(out, value.systemPrompt());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ForkSessionResponseAdapter extends RecordAdapter<ForkSessionResponse> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<SessionModeState> modesAdapter;
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<SessionModelState> modelsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ForkSessionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ForkSessionResponse> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			modesAdapter = component(gson, SessionModeState.class);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			modelsAdapter = component(gson, SessionModelState.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ForkSessionResponse value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("modes");
			modesAdapter.write(out, value.modes());
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("models");
			modelsAdapter.write(out, value.models());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class HttpHeaderAdapter extends RecordAdapter<HttpHeader> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> valueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		HttpHeaderAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<HttpHeader> type) {
			super(gson, factory, type);
			nameAdapter = component(gson, String.class);
			valueAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, HttpHeader value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("value");
			valueAdapter.write(out, value.value());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class IdleStateUpdateAdapter extends RecordAdapter<IdleStateUpdate> {
		private final TypeAdapter<Usage> usageAdapter;
		private final TypeAdapter<String> stopReasonAdapter;
		private final TypeAdapter<ResponseError> errorAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		IdleStateUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<IdleStateUpdate> type) {
			super(gson, factory, type);
			usageAdapter = component(gson, Usage.class);
			stopReasonAdapter = component(gson, String.class);
			errorAdapter = component(gson, ResponseError.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, IdleStateUpdate value) throws IOException {
			out.name("usage");
			usageAdapter.write(out, value.usage());
			out.name("stopReason");
			stopReasonAdapter.write(out, value.stopReason());
			out.name("error");
			errorAdapter.write(out, value.error());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ImageContentAdapter extends RecordAdapter<ImageContent> {
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<String> dataAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<String> uriAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ImageContentAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ImageContent> type) {
			super(gson, factory, type);
			annotationsAdapter = component(gson, Annotations.class);
			dataAdapter = component(gson, String.class);
			mimeTypeAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ImageContent value) throws IOException {
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
			out.name("data");
			dataAdapter.write(out, value.data());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("uri");
			uriAdapter.write(out, value.uri());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ImplementationAdapter extends RecordAdapter<Implementation> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> versionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ImplementationAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<Implementation> type) {
			super(gson, factory, type);
			nameAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			versionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, Implementation value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("version");
			versionAdapter.write(out, value.version());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class InitializeRequestAdapter extends RecordAdapter<InitializeRequest> {
		private final TypeAdapter<Integer> protocolVersionAdapter;
		private final TypeAdapter<ClientCapabilities> clientCapabilitiesAdapter;
		private final TypeAdapter<Implementation> clientInfoAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		InitializeRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<InitializeRequest> type) {
			super(gson, factory, type);
			protocolVersionAdapter = annotated(gson, new ProtocolVersionAdapter(), Integer.class);
			clientCapabilitiesAdapter = component(gson, ClientCapabilities.class);
			clientInfoAdapter = component(gson, Implementation.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, InitializeRequest value) throws IOException {
			out.name("protocolVersion");
			protocolVersionAdapter.write(out, value.protocolVersion());
			out.name("clientCapabilities");
			clientCapabilitiesAdapter.write(out, value.clientCapabilities());
			out.name("clientInfo");
			clientInfoAdapter.write(out, value.clientInfo());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class InitializeResponseAdapter extends RecordAdapter<InitializeResponse> {
		private final TypeAdapter<Integer> protocolVersionAdapter;
		private final TypeAdapter<AgentCapabilities> agentCapabilitiesAdapter;
		private final TypeAdapter<List<AuthMethod>> authMethodsAdapter;
		private final TypeAdapter<Implementation> agentInfoAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		InitializeResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<InitializeResponse> type) {
			super(gson, factory, type);
			protocolVersionAdapter = annotated(gson, new ProtocolVersionAdapter(), Integer.class);
			agentCapabilitiesAdapter = component(gson, AgentCapabilities.class);
			authMethodsAdapter = component(gson, parameterized(List.class, AuthMethod.class));
			agentInfoAdapter = component(gson, Implementation.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, InitializeResponse value) throws IOException {
			out.name("protocolVersion");
			protocolVersionAdapter.write(out, value.protocolVersion());
			out.name("agentCapabilities");
			agentCapabilitiesAdapter.write(out, value.agentCapabilities());
			out.name("authMethods");
			authMethodsAdapter.write(out, value.authMethods());
			out.name("agentInfo");
			agentInfoAdapter.write(out, value.agentInfo());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class IntegerPropertySchemaAdapter extends RecordAdapter<IntegerPropertySchema> {
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<Long> minimumAdapter;
		private final TypeAdapter<Long> maximumAdapter;
		private final TypeAdapter<Long> defaultValueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		IntegerPropertySchemaAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<IntegerPropertySchema> type) {
			super(gson, factory, type);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			minimumAdapter = component(gson, Long.class);
			maximumAdapter = component(gson, Long.class);
			defaultValueAdapter = component(gson, Long.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, IntegerPropertySchema value) throws IOException {
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("minimum");
			minimumAdapter.write(out, value.minimum());
			out.name("maximum");
			maximumAdapter.write(out, value.maximum());
			out.name("default");
			defaultValueAdapter.write(out, value.defaultValue());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class KillTerminalRequestAdapter extends RecordAdapter<KillTerminalRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		KillTerminalRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<KillTerminalRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, KillTerminalRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class KillTerminalResponseAdapter extends RecordAdapter<KillTerminalResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		KillTerminalResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<KillTerminalResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, KillTerminalResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ListProvidersRequestAdapter extends RecordAdapter<ListProvidersRequest> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ListProvidersRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ListProvidersRequest> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ListProvidersRequest value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ListProvidersResponseAdapter extends RecordAdapter<ListProvidersResponse> {
		private final TypeAdapter<List<ProviderInfo>> providersAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ListProvidersResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ListProvidersResponse> type) {
			super(gson, factory, type);
			providersAdapter = component(gson, parameterized(List.class, ProviderInfo.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ListProvidersResponse value) throws IOException {
			out.name("providers");
			providersAdapter.write(out, value.providers());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ListSessionsRequestAdapter extends RecordAdapter<ListSessionsRequest> {
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<String> cursorAdapter;
		private final TypeAdapter<SessionArchiveFilter> archivedAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ListSessionsRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ListSessionsRequest> type) {
			super(gson, factory, type);
			cwdAdapter = component(gson, String.class);
			cursorAdapter = component(gson, String.class);
			archivedAdapter = component(gson, SessionArchiveFilter.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ListSessionsRequest value) throws IOException {
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("cursor");
			cursorAdapter.write(out, value.cursor());
			out.name("archived");
			archivedAdapter.write(out, value.archived());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ListSessionsResponseAdapter extends RecordAdapter<ListSessionsResponse> {
		private final TypeAdapter<List<SessionInfo>> sessionsAdapter;
		private final TypeAdapter<String> nextCursorAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ListSessionsResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ListSessionsResponse> type) {
			super(gson, factory, type);
			sessionsAdapter = component(gson, parameterized(List.class, SessionInfo.class));
			nextCursorAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ListSessionsResponse value) throws IOException {
			out.name("sessions");
			sessionsAdapter.write(out, value.sessions());
			out.name("nextCursor");
			nextCursorAdapter.write(out, value.nextCursor());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class LoadSessionRequestAdapter extends RecordAdapter<LoadSessionRequest> {
		private final TypeAdapter<List<McpServer>> mcpServersAdapter;
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<List<String>> additionalDirectoriesAdapter;
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<SystemPrompt> systemPromptAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		LoadSessionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<LoadSessionRequest> type) {
			super(gson, factory, type);
			mcpServersAdapter = component(gson, parameterized(List.class, McpServer.class));
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			sessionIdAdapter = component(gson, String.class);
			systemPromptAdapter = component(gson, SystemPrompt.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, LoadSessionRequest value) throws IOException {
			out.name("mcpServers");
			mcpServersAdapter.write(out, value.mcpServers());
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("additionalDirectories");
			additionalDirectoriesAdapter.write(out, value.additionalDirectories());
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("systemPrompt");
			systemPromptAdapter.write(out, value.systemPrompt());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class LoadSessionResponseAdapter extends RecordAdapter<LoadSessionResponse> {
		private final TypeAdapter<SessionModeState> modesAdapter;
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<SessionModelState> modelsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		LoadSessionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<LoadSessionResponse> type) {
			super(gson, factory, type);
			modesAdapter = component(gson, SessionModeState.class);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			modelsAdapter = component(gson, SessionModelState.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, LoadSessionResponse value) throws IOException {
			out.name("modes");
			modesAdapter.write(out, value.modes());
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("models");
			modelsAdapter.write(out, value.models());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class LogoutCapabilitiesAdapter extends RecordAdapter<LogoutCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		LogoutCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<LogoutCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, LogoutCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class LogoutRequestAdapter extends RecordAdapter<LogoutRequest> {
		private final TypeAdapter<JsonElement> metaAdapter;

		LogoutRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<LogoutRequest> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, LogoutRequest value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class LogoutResponseAdapter extends RecordAdapter<LogoutResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		LogoutResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<LogoutResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, LogoutResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class McpCapabilitiesAdapter extends RecordAdapter<McpCapabilities> {
		private final TypeAdapter<Boolean> httpAdapter;
		private final TypeAdapter<Boolean> sseAdapter;
		private final TypeAdapter<Boolean> acpAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		McpCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<McpCapabilities> type) {
			super(gson, factory, type);
			httpAdapter = component(gson, Boolean.class);
			sseAdapter = component(gson, Boolean.class);
			acpAdapter = component(gson, Boolean.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, McpCapabilities value) throws IOException {
			out.name("http");
			httpAdapter.write(out, value.http());
			out.name("sse");
			sseAdapter.write(out, value.sse());
			out.name("acp");
			acpAdapter.write(out, value.acp());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class McpServerAcpAdapter extends RecordAdapter<McpServerAcp> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> serverIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		McpServerAcpAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<McpServerAcp> type) {
			super(gson, factory, type);
			nameAdapter = component(gson, String.class);
			serverIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, McpServerAcp value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("serverId");
			serverIdAdapter.write(out, value.serverId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class McpServerHttpAdapter extends RecordAdapter<McpServerHttp> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> urlAdapter;
		private final TypeAdapter<List<HttpHeader>> headersAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		McpServerHttpAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<McpServerHttp> type) {
			super(gson, factory, type);
			nameAdapter = component(gson, String.class);
			urlAdapter = component(gson, String.class);
			headersAdapter = component(gson, parameterized(List.class, HttpHeader.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, McpServerHttp value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("url");
			urlAdapter.write(out, value.url());
			out.name("headers");
			headersAdapter.write(out, value.headers());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class McpServerSseAdapter extends RecordAdapter<McpServerSse> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> urlAdapter;
		private final TypeAdapter<List<HttpHeader>> headersAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		McpServerSseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<McpServerSse> type) {
			super(gson, factory, type);
			nameAdapter = component(gson, String.class);
			urlAdapter = component(gson, String.class);
			headersAdapter = component(gson, parameterized(List.class, HttpHeader.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, McpServerSse value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("url");
			urlAdapter.write(out, value.url());
			out.name("headers");
			headersAdapter.write(out, value.headers());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class McpServerStdioAdapter extends RecordAdapter<McpServerStdio> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> commandAdapter;
		private final TypeAdapter<List<String>> argsAdapter;
		private final TypeAdapter<List<EnvVariable>> envAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		McpServerStdioAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<McpServerStdio> type) {
			super(gson, factory, type);
			nameAdapter = component(gson, String.class);
			commandAdapter = component(gson, String.class);
			argsAdapter = component(gson, parameterized(List.class, String.class));
			envAdapter = component(gson, parameterized(List.class, EnvVariable.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, McpServerStdio value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("command");
			commandAdapter.write(out, value.command());
			out.name("args");
			argsAdapter.write(out, value.args());
			out.name("env");
			envAdapter.write(out, value.env());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ModelInfoAdapter extends RecordAdapter<ModelInfo> {
		private final TypeAdapter<String> modelIdAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ModelInfoAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ModelInfo> type) {
			super(gson, factory, type);
			modelIdAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ModelInfo value) throws IOException {
			out.name("modelId");
			modelIdAdapter.write(out, value.modelId());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class MultiSelectPropertySchemaAdapter extends RecordAdapter<MultiSelectPropertySchema> {
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<Long> minItemsAdapter;
		private final TypeAdapter<Long> maxItemsAdapter;
		private final TypeAdapter<MultiSelectItems> itemsAdapter;
		private final TypeAdapter<List<String>> defaultValueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		MultiSelectPropertySchemaAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<MultiSelectPropertySchema> type) {
			super(gson, factory, type);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			minItemsAdapter = component(gson, Long.class);
			maxItemsAdapter = component(gson, Long.class);
			itemsAdapter = component(gson, MultiSelectItems.class);
			defaultValueAdapter = component(gson, parameterized(List.class, String.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, MultiSelectPropertySchema value) throws IOException {
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("minItems");
			minItemsAdapter.write(out, value.minItems());
			out.name("maxItems");
			maxItemsAdapter.write(out, value.maxItems());
			out.name("items");
			itemsAdapter.write(out, value.items());
			out.name("default");
			defaultValueAdapter.write(out, value.defaultValue());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class NewSessionRequestAdapter extends RecordAdapter<NewSessionRequest> {
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<List<String>> additionalDirectoriesAdapter;
		private final TypeAdapter<List<McpServer>> mcpServersAdapter;
		private final TypeAdapter<SystemPrompt> systemPromptAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		NewSessionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<NewSessionRequest> type) {
			super(gson, factory, type);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			mcpServersAdapter = component(gson, parameterized(List.class, McpServer.class));
			systemPromptAdapter = component(gson, SystemPrompt.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, NewSessionRequest value) throws IOException {
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("additionalDirectories");
			additionalDirectoriesAdapter.write(out, value.additionalDirectories());
			out.name("mcpServers");
			mcpServersAdapter.write(out, value.mcpServers());
			out.name("systemPrompt");
			systemPromptAdapter.write(out, value.systemPrompt());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class NewSessionResponseAdapter extends RecordAdapter<NewSessionResponse> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<SessionModeState> modesAdapter;
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<SessionModelState> modelsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		NewSessionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<NewSessionResponse> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			modesAdapter = component(gson, SessionModeState.class);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			modelsAdapter = component(gson, SessionModelState.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, NewSessionResponse value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("modes");
			modesAdapter.write(out, value.modes());
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("models");
			modelsAdapter.write(out, value.models());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class NoticeAdapter extends RecordAdapter<Notice> {
		private final TypeAdapter<NoticeSeverity> severityAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		NoticeAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<Notice> type) {
			super(gson, factory, type);
			severityAdapter = component(gson, NoticeSeverity.class);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, Notice value) throws IOException {
			out.name("severity");
			severityAdapter.write(out, value.severity());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class NoticeCapabilitiesAdapter extends RecordAdapter<NoticeCapabilities> {

		NoticeCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<NoticeCapabilities> type) {
			super(gson, factory, type);
		}

		@Override
		void writeMembers(JsonWriter out, NoticeCapabilities value) throws IOException {
		}
	}

	private static final class NumberPropertySchemaAdapter extends RecordAdapter<NumberPropertySchema> {
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<Double> minimumAdapter;
		private final TypeAdapter<Double> maximumAdapter;
		private final TypeAdapter<Double> defaultValueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		NumberPropertySchemaAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<NumberPropertySchema> type) {
			super(gson, factory, type);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			minimumAdapter = component(gson, Double.class);
			maximumAdapter = component(gson, Double.class);
			defaultValueAdapter = component(gson, Double.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, NumberPropertySchema value) throws IOException {
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("minimum");
			minimumAdapter.write(out, value.minimum());
			out.name("maximum");
			maximumAdapter.write(out, value.maximum());
			out.name("default");
			defaultValueAdapter.write(out, value.defaultValue());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PermissionOptionAdapter extends RecordAdapter<PermissionOption> {
		private final TypeAdapter<String> optionIdAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<PermissionOptionKind> kindAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PermissionOptionAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PermissionOption> type) {
			super(gson, factory, type);
			optionIdAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			kindAdapter = component(gson, PermissionOptionKind.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PermissionOption value) throws IOException {
			out.name("optionId");
			optionIdAdapter.write(out, value.optionId());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("kind");
			kindAdapter.write(out, value.kind());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PlanAdapter extends RecordAdapter<Plan> {
		private final TypeAdapter<List<PlanEntry>> entriesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<Plan> type) {
			super(gson, factory, type);
			entriesAdapter = component(gson, parameterized(List.class, PlanEntry.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, Plan value) throws IOException {
			out.name("entries");
			entriesAdapter.write(out, value.entries());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PlanCapabilitiesAdapter extends RecordAdapter<PlanCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PlanCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PlanCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PlanEntryAdapter extends RecordAdapter<PlanEntry> {
		private final TypeAdapter<String> contentAdapter;
		private final TypeAdapter<PlanEntryPriority> priorityAdapter;
		private final TypeAdapter<PlanEntryStatus> statusAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanEntryAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PlanEntry> type) {
			super(gson, factory, type);
			contentAdapter = component(gson, String.class);
			priorityAdapter = component(gson, PlanEntryPriority.class);
			statusAdapter = component(gson, PlanEntryStatus.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PlanEntry value) throws IOException {
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("priority");
			priorityAdapter.write(out, value.priority());
			out.name("status");
			statusAdapter.write(out, value.status());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PlanFileAdapter extends RecordAdapter<PlanFile> {
		private final TypeAdapter<String> planIdAdapter;
		private final TypeAdapter<String> uriAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanFileAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PlanFile> type) {
			super(gson, factory, type);
			planIdAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PlanFile value) throws IOException {
			out.name("planId");
			planIdAdapter.write(out, value.planId());
			out.name("uri");
			uriAdapter.write(out, value.uri());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PlanItemsAdapter extends RecordAdapter<PlanItems> {
		private final TypeAdapter<String> planIdAdapter;
		private final TypeAdapter<List<PlanEntry>> entriesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanItemsAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PlanItems> type) {
			super(gson, factory, type);
			planIdAdapter = component(gson, String.class);
			entriesAdapter = component(gson, parameterized(List.class, PlanEntry.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PlanItems value) throws IOException {
			out.name("planId");
			planIdAdapter.write(out, value.planId());
			out.name("entries");
			entriesAdapter.write(out, value.entries());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PlanMarkdownAdapter extends RecordAdapter<PlanMarkdown> {
		private final TypeAdapter<String> planIdAdapter;
		private final TypeAdapter<String> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanMarkdownAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PlanMarkdown> type) {
			super(gson, factory, type);
			planIdAdapter = component(gson, String.class);
			contentAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PlanMarkdown value) throws IOException {
			out.name("planId");
			planIdAdapter.write(out, value.planId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PlanRemovedAdapter extends RecordAdapter<PlanRemoved> {
		private final TypeAdapter<String> planIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanRemovedAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PlanRemoved> type) {
			super(gson, factory, type);
			planIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PlanRemoved value) throws IOException {
			out.name("planId");
			planIdAdapter.write(out, value.planId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PlanUpdateAdapter extends RecordAdapter<PlanUpdate> {
		private final TypeAdapter<PlanUpdateContent> planAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PlanUpdate> type) {
			super(gson, factory, type);
			planAdapter = component(gson, PlanUpdateContent.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PlanUpdate value) throws IOException {
			out.name("plan");
			planAdapter.write(out, value.plan());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PromptCapabilitiesAdapter extends RecordAdapter<PromptCapabilities> {
		private final TypeAdapter<Boolean> imageAdapter;
		private final TypeAdapter<Boolean> audioAdapter;
		private final TypeAdapter<Boolean> embeddedContextAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PromptCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PromptCapabilities> type) {
			super(gson, factory, type);
			imageAdapter = component(gson, Boolean.class);
			audioAdapter = component(gson, Boolean.class);
			embeddedContextAdapter = component(gson, Boolean.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PromptCapabilities value) throws IOException {
			out.name("image");
			imageAdapter.write(out, value.image());
			out.name("audio");
			audioAdapter.write(out, value.audio());
			out.name("embeddedContext");
			embeddedContextAdapter.write(out, value.embeddedContext());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PromptRequestAdapter extends RecordAdapter<PromptRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<List<ContentBlock>> promptAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PromptRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PromptRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			promptAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PromptRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("prompt");
			promptAdapter.write(out, value.prompt());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PromptResponseAdapter extends RecordAdapter<PromptResponse> {
		private final TypeAdapter<StopReason> stopReasonAdapter;
		private final TypeAdapter<Usage> usageAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PromptResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<PromptResponse> type) {
			super(gson, factory, type);
			stopReasonAdapter = component(gson, StopReason.class);
			usageAdapter = component(gson, Usage.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, PromptResponse value) throws IOException {
			out.name("stopReason");
			stopReasonAdapter.write(out, value.stopReason());
			out.name("usage");
			usageAdapter.write(out, value.usage());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ProviderCurrentConfigAdapter extends RecordAdapter<ProviderCurrentConfig> {
		private final TypeAdapter<LlmProtocol> apiTypeAdapter;
		private final TypeAdapter<String> baseUrlAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ProviderCurrentConfigAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ProviderCurrentConfig> type) {
			super(gson, factory, type);
			apiTypeAdapter = component(gson, LlmProtocol.class);
			baseUrlAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ProviderCurrentConfig value) throws IOException {
			out.name("apiType");
			apiTypeAdapter.write(out, value.apiType());
			out.name("baseUrl");
			baseUrlAdapter.write(out, value.baseUrl());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ProviderInfoAdapter extends RecordAdapter<ProviderInfo> {
		private final TypeAdapter<String> providerIdAdapter;
		private final TypeAdapter<List<LlmProtocol>> supportedAdapter;
		private final TypeAdapter<Boolean> requiredAdapter;
		private final TypeAdapter<ProviderCurrentConfig> currentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ProviderInfoAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ProviderInfo> type) {
			super(gson, factory, type);
			providerIdAdapter = component(gson, String.class);
			supportedAdapter = component(gson, parameterized(List.class, LlmProtocol.class));
			requiredAdapter = component(gson, Boolean.class);
			currentAdapter = component(gson, ProviderCurrentConfig.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ProviderInfo value) throws IOException {
			out.name("providerId");
			providerIdAdapter.write(out, value.providerId());
			out.name("supported");
			supportedAdapter.write(out, value.supported());
			out.name("required");
			requiredAdapter.write(out, value.required());
			out.name("current");
			currentAdapter.write(out, value.current());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ProvidersCapabilitiesAdapter extends RecordAdapter<ProvidersCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ProvidersCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ProvidersCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ProvidersCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ReadTextFileRequestAdapter extends RecordAdapter<ReadTextFileRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> pathAdapter;
		private final TypeAdapter<Long> lineAdapter;
		private final TypeAdapter<Long> limitAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ReadTextFileRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ReadTextFileRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			pathAdapter = component(gson, String.class);
			lineAdapter = component(gson, Long.class);
			limitAdapter = component(gson, Long.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ReadTextFileRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("path");
			pathAdapter.write(out, value.path());
			out.name("line");
			lineAdapter.write(out, value.line());
			out.name("limit");
			limitAdapter.write(out, value.limit());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ReadTextFileResponseAdapter extends RecordAdapter<ReadTextFileResponse> {
		private final TypeAdapter<String> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ReadTextFileResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ReadTextFileResponse> type) {
			super(gson, factory, type);
			contentAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ReadTextFileResponse value) throws IOException {
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ReleaseTerminalRequestAdapter extends RecordAdapter<ReleaseTerminalRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ReleaseTerminalRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ReleaseTerminalRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ReleaseTerminalRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ReleaseTerminalResponseAdapter extends RecordAdapter<ReleaseTerminalResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ReleaseTerminalResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ReleaseTerminalResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ReleaseTerminalResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class RequestPermissionRequestAdapter extends RecordAdapter<RequestPermissionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<ToolCallUpdate> toolCallAdapter;
		private final TypeAdapter<List<PermissionOption>> optionsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		RequestPermissionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<RequestPermissionRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			toolCallAdapter = component(gson, ToolCallUpdate.class);
			optionsAdapter = component(gson, parameterized(List.class, PermissionOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, RequestPermissionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("toolCall");
			toolCallAdapter.write(out, value.toolCall());
			out.name("options");
			optionsAdapter.write(out, value.options());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class RequestPermissionResponseAdapter extends RecordAdapter<RequestPermissionResponse> {
		private final TypeAdapter<RequestPermissionOutcome> outcomeAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		RequestPermissionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<RequestPermissionResponse> type) {
			super(gson, factory, type);
			outcomeAdapter = component(gson, RequestPermissionOutcome.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, RequestPermissionResponse value) throws IOException {
			out.name("outcome");
			outcomeAdapter.write(out, value.outcome());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class RequiresActionStateUpdateAdapter extends RecordAdapter<RequiresActionStateUpdate> {
		private final TypeAdapter<JsonElement> metaAdapter;

		RequiresActionStateUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<RequiresActionStateUpdate> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, RequiresActionStateUpdate value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ResourceLinkAdapter extends RecordAdapter<ResourceLink> {
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<Long> sizeAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> uriAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ResourceLinkAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ResourceLink> type) {
			super(gson, factory, type);
			annotationsAdapter = component(gson, Annotations.class);
			descriptionAdapter = component(gson, String.class);
			mimeTypeAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			sizeAdapter = component(gson, Long.class);
			titleAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ResourceLink value) throws IOException {
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("size");
			sizeAdapter.write(out, value.size());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("uri");
			uriAdapter.write(out, value.uri());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ResumeSessionRequestAdapter extends RecordAdapter<ResumeSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<List<String>> additionalDirectoriesAdapter;
		private final TypeAdapter<List<McpServer>> mcpServersAdapter;
		private final TypeAdapter<SystemPrompt> systemPromptAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ResumeSessionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ResumeSessionRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			mcpServersAdapter = component(gson, parameterized(List.class, McpServer.class));
			systemPromptAdapter = component(gson, SystemPrompt.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ResumeSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("additionalDirectories");
			additionalDirectoriesAdapter.write(out, value.additionalDirectories());
			out.name("mcpServers");
			mcpServersAdapter.write(out, value.mcpServers());
			out.name("systemPrompt");
			systemPromptAdapter.write(out, value.systemPrompt());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ResumeSessionResponseAdapter extends RecordAdapter<ResumeSessionResponse> {
		private final TypeAdapter<SessionModeState> modesAdapter;
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<SessionModelState> modelsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ResumeSessionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ResumeSessionResponse> type) {
			super(gson, factory, type);
			modesAdapter = component(gson, SessionModeState.class);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			modelsAdapter = component(gson, SessionModelState.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ResumeSessionResponse value) throws IOException {
			out.name("modes");
			modesAdapter.write(out, value.modes());
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("models");
			modelsAdapter.write(out, value.models());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class RunningStateUpdateAdapter extends RecordAdapter<RunningStateUpdate> {
		private final TypeAdapter<JsonElement> metaAdapter;

		RunningStateUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<RunningStateUpdate> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, RunningStateUpdate value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SelectedPermissionOutcomeAdapter extends RecordAdapter<SelectedPermissionOutcome> {
		private final TypeAdapter<String> optionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SelectedPermissionOutcomeAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SelectedPermissionOutcome> type) {
			super(gson, factory, type);
			optionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SelectedPermissionOutcome value) throws IOException {
			out.name("optionId");
			optionIdAdapter.write(out, value.optionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionAdditionalDirectoriesCapabilitiesAdapter extends RecordAdapter<SessionAdditionalDirectoriesCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionAdditionalDirectoriesCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionAdditionalDirectoriesCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionAdditionalDirectoriesCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionArchiveCapabilitiesAdapter extends RecordAdapter<SessionArchiveCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionArchiveCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionArchiveCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionArchiveCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionCancelCapabilitiesAdapter extends RecordAdapter<SessionCancelCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionCancelCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionCancelCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionCancelCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionCapabilitiesAdapter extends RecordAdapter<SessionCapabilities> {
		private final TypeAdapter<SessionListCapabilities> listAdapter;
		private final TypeAdapter<SessionDeleteCapabilities> deleteAdapter;
		private final TypeAdapter<SessionAdditionalDirectoriesCapabilities> additionalDirectoriesAdapter;
		private final TypeAdapter<SessionSystemPromptCapabilities> systemPromptAdapter;
		private final TypeAdapter<SessionForkCapabilities> forkAdapter;
		private final TypeAdapter<SessionArchiveCapabilities> archiveAdapter;
		private final TypeAdapter<SessionStatusCapabilities> statusAdapter;
		private final TypeAdapter<SessionTitleCapabilities> titleAdapter;
		private final TypeAdapter<SessionResumeCapabilities> resumeAdapter;
		private final TypeAdapter<SessionCloseCapabilities> closeAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionCapabilities> type) {
			super(gson, factory, type);
			listAdapter = component(gson, SessionListCapabilities.class);
			deleteAdapter = component(gson, SessionDeleteCapabilities.class);
			additionalDirectoriesAdapter = component(gson, SessionAdditionalDirectoriesCapabilities.class);
			systemPromptAdapter = component(gson, SessionSystemPromptCapabilities.class);
			forkAdapter = component(gson, SessionForkCapabilities.class);
			archiveAdapter = component(gson, SessionArchiveCapabilities.class);
			statusAdapter = component(gson, SessionStatusCapabilities.class);
			titleAdapter = component(gson, SessionTitleCapabilities.class);
			resumeAdapter = component(gson, SessionResumeCapabilities.class);
			closeAdapter = component(gson, SessionCloseCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionCapabilities value) throws IOException {
			out.name("list");
			listAdapter.write(out, value.list());
			out.name("delete");
			deleteAdapter.write(out, value.delete());
			out.name("additionalDirectories");
			additionalDirectoriesAdapter.write(out, value.additionalDirectories());
			out.name("systemPrompt");
			systemPromptAdapter.write(out, value.systemPrompt());
			out.name("fork");
			forkAdapter.write(out, value.fork());
			out.name("archive");
			archiveAdapter.write(out, value.archive());
			out.name("status");
			statusAdapter.write(out, value.status());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("resume");
			resumeAdapter.write(out, value.resume());
			out.name("close");
			closeAdapter.write(out, value.close());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionCloseCapabilitiesAdapter extends RecordAdapter<SessionCloseCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionCloseCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionCloseCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionCloseCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionConfigBooleanAdapter extends RecordAdapter<SessionConfigBoolean> {
		private final TypeAdapter<String> idAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<SessionConfigOptionCategory> categoryAdapter;
		private final TypeAdapter<Boolean> currentValueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionConfigBooleanAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionConfigBoolean> type) {
			super(gson, factory, type);
			idAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			categoryAdapter = component(gson, SessionConfigOptionCategory.class);
			currentValueAdapter = component(gson, Boolean.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionConfigBoolean value) throws IOException {
			out.name("id");
			idAdapter.write(out, value.id());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("category");
			categoryAdapter.write(out, value.category());
			out.name("currentValue");
			currentValueAdapter.write(out, value.currentValue());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionConfigOptionsCapabilitiesAdapter extends RecordAdapter<SessionConfigOptionsCapabilities> {
		private final TypeAdapter<BooleanConfigOptionCapabilities> booleanValueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionConfigOptionsCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionConfigOptionsCapabilities> type) {
			super(gson, factory, type);
			booleanValueAdapter = component(gson, BooleanConfigOptionCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionConfigOptionsCapabilities value) throws IOException {
			out.name("boolean");
			booleanValueAdapter.write(out, value.booleanValue());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionConfigSelectAdapter extends RecordAdapter<SessionConfigSelect> {
		private final TypeAdapter<String> idAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<SessionConfigOptionCategory> categoryAdapter;
		private final TypeAdapter<String> currentValueAdapter;
		private final TypeAdapter<SessionConfigSelectOptions> optionsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionConfigSelectAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionConfigSelect> type) {
			super(gson, factory, type);
			idAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			categoryAdapter = component(gson, SessionConfigOptionCategory.class);
			currentValueAdapter = component(gson, String.class);
			optionsAdapter = component(gson, SessionConfigSelectOptions.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionConfigSelect value) throws IOException {
			out.name("id");
			idAdapter.write(out, value.id());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("category");
			categoryAdapter.write(out, value.category());
			out.name("currentValue");
			currentValueAdapter.write(out, value.currentValue());
			out.name("options");
			optionsAdapter.write(out, value.options());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionConfigSelectGroupAdapter extends RecordAdapter<SessionConfigSelectGroup> {
		private final TypeAdapter<String> groupAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<List<SessionConfigSelectOption>> optionsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionConfigSelectGroupAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionConfigSelectGroup> type) {
			super(gson, factory, type);
			groupAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			optionsAdapter = component(gson, parameterized(List.class, SessionConfigSelectOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionConfigSelectGroup value) throws IOException {
			out.name("group");
			groupAdapter.write(out, value.group());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("options");
			optionsAdapter.write(out, value.options());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionConfigSelectOptionAdapter extends RecordAdapter<SessionConfigSelectOption> {
		private final TypeAdapter<String> valueAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionConfigSelectOptionAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionConfigSelectOption> type) {
			super(gson, factory, type);
			valueAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionConfigSelectOption value) throws IOException {
			out.name("value");
			valueAdapter.write(out, value.value());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionDeleteCapabilitiesAdapter extends RecordAdapter<SessionDeleteCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionDeleteCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionDeleteCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionDeleteCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionForkCapabilitiesAdapter extends RecordAdapter<SessionForkCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionForkCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionForkCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionForkCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionInfoAdapter extends RecordAdapter<SessionInfo> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<List<String>> additionalDirectoriesAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> updatedAtAdapter;
		private final TypeAdapter<Boolean> archivedAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionInfoAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionInfo> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			titleAdapter = component(gson, String.class);
			updatedAtAdapter = component(gson, String.class);
			archivedAdapter = component(gson, Boolean.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionInfo value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("additionalDirectories");
			additionalDirectoriesAdapter.write(out, value.additionalDirectories());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("updatedAt");
			updatedAtAdapter.write(out, value.updatedAt());
			out.name("archived");
			archivedAdapter.write(out, value.archived());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionInfoUpdateAdapter extends RecordAdapter<SessionInfoUpdate> {
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> updatedAtAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionInfoUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionInfoUpdate> type) {
			super(gson, factory, type);
			titleAdapter = component(gson, String.class);
			updatedAtAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionInfoUpdate value) throws IOException {
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("updatedAt");
			updatedAtAdapter.write(out, value.updatedAt());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionListCapabilitiesAdapter extends RecordAdapter<SessionListCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionListCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionListCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionListCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionMessageAdapter extends RecordAdapter<SessionMessage> {
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<String> senderSessionIdAdapter;
		private final TypeAdapter<String> recipientSessionIdAdapter;
		private final TypeAdapter<String> senderMessageIdAdapter;
		private final TypeAdapter<String> recipientMessageIdAdapter;
		private final TypeAdapter<List<ContentBlock>> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionMessageAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionMessage> type) {
			super(gson, factory, type);
			messageIdAdapter = component(gson, String.class);
			senderSessionIdAdapter = component(gson, String.class);
			recipientSessionIdAdapter = component(gson, String.class);
			senderMessageIdAdapter = component(gson, String.class);
			recipientMessageIdAdapter = component(gson, String.class);
			contentAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionMessage value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("senderSessionId");
			senderSessionIdAdapter.write(out, value.senderSessionId());
			out.name("recipientSessionId");
			recipientSessionIdAdapter.write(out, value.recipientSessionId());
			out.name("senderMessageId");
			senderMessageIdAdapter.write(out, value.senderMessageId());
			out.name("recipientMessageId");
			recipientMessageIdAdapter.write(out, value.recipientMessageId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionMessageChunkAdapter extends RecordAdapter<SessionMessageChunk> {
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionMessageChunkAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionMessageChunk> type) {
			super(gson, factory, type);
			messageIdAdapter = component(gson, String.class);
			contentAdapter = component(gson, ContentBlock.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionMessageChunk value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionModeAdapter extends RecordAdapter<SessionMode> {
		private final TypeAdapter<String> idAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionModeAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionMode> type) {
			super(gson, factory, type);
			idAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionMode value) throws IOException {
			out.name("id");
			idAdapter.write(out, value.id());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionModeStateAdapter extends RecordAdapter<SessionModeState> {
		private final TypeAdapter<String> currentModeIdAdapter;
		private final TypeAdapter<List<SessionMode>> availableModesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionModeStateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionModeState> type) {
			super(gson, factory, type);
			currentModeIdAdapter = component(gson, String.class);
			availableModesAdapter = component(gson, parameterized(List.class, SessionMode.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionModeState value) throws IOException {
			out.name("currentModeId");
			currentModeIdAdapter.write(out, value.currentModeId());
			out.name("availableModes");
			availableModesAdapter.write(out, value.availableModes());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionModelStateAdapter extends RecordAdapter<SessionModelState> {
		private final TypeAdapter<String> currentModelIdAdapter;
		private final TypeAdapter<List<ModelInfo>> availableModelsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionModelStateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionModelState> type) {
			super(gson, factory, type);
			currentModelIdAdapter = component(gson, String.class);
			availableModelsAdapter = component(gson, parameterized(List.class, ModelInfo.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionModelState value) throws IOException {
			out.name("currentModelId");
			currentModelIdAdapter.write(out, value.currentModelId());
			out.name("availableModels");
			availableModelsAdapter.write(out, value.availableModels());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionNotificationAdapter extends RecordAdapter<SessionNotification> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<SessionUpdate> updateAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionNotificationAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionNotification> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			updateAdapter = component(gson, SessionUpdate.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionNotification value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("update");
			updateAdapter.write(out, value.update());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionResumeCapabilitiesAdapter extends RecordAdapter<SessionResumeCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionResumeCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionResumeCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionResumeCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionStatusCapabilitiesAdapter extends RecordAdapter<SessionStatusCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionStatusCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionStatusCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionStatusCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionStatusRequestAdapter extends RecordAdapter<SessionStatusRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionStatusRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionStatusRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionStatusRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionStatusResponseAdapter extends RecordAdapter<SessionStatusResponse> {
		private final TypeAdapter<SessionStatus> statusAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionStatusResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionStatusResponse> type) {
			super(gson, factory, type);
			statusAdapter = component(gson, SessionStatus.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionStatusResponse value) throws IOException {
			out.name("status");
			statusAdapter.write(out, value.status());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionSystemPromptCapabilitiesAdapter extends RecordAdapter<SessionSystemPromptCapabilities> {
		private final TypeAdapter<SessionSystemPromptModeCapabilities> modeAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionSystemPromptCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionSystemPromptCapabilities> type) {
			super(gson, factory, type);
			modeAdapter = component(gson, SessionSystemPromptModeCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionSystemPromptCapabilities value) throws IOException {
			out.name("mode");
			modeAdapter.write(out, value.mode());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionSystemPromptModeCapabilitiesAdapter extends RecordAdapter<SessionSystemPromptModeCapabilities> {
		private final TypeAdapter<SessionSystemPromptOverrideCapabilities> overrideAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionSystemPromptModeCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionSystemPromptModeCapabilities> type) {
			super(gson, factory, type);
			overrideAdapter = component(gson, SessionSystemPromptOverrideCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionSystemPromptModeCapabilities value) throws IOException {
			out.name("override");
			overrideAdapter.write(out, value.override());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionSystemPromptOverrideCapabilitiesAdapter extends RecordAdapter<SessionSystemPromptOverrideCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionSystemPromptOverrideCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionSystemPromptOverrideCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionSystemPromptOverrideCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionTitleCapabilitiesAdapter extends RecordAdapter<SessionTitleCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionTitleCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SessionTitleCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SessionTitleCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetProviderRequestAdapter extends RecordAdapter<SetProviderRequest> {
		private final TypeAdapter<String> providerIdAdapter;
		private final TypeAdapter<LlmProtocol> apiTypeAdapter;
		private final TypeAdapter<String> baseUrlAdapter;
		private final TypeAdapter<Map<String, String>> headersAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetProviderRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetProviderRequest> type) {
			super(gson, factory, type);
			providerIdAdapter = component(gson, String.class);
			apiTypeAdapter = component(gson, LlmProtocol.class);
			baseUrlAdapter = component(gson, String.class);
			headersAdapter = component(gson, parameterized(Map.class, String.class, String.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetProviderRequest value) throws IOException {
			out.name("providerId");
			providerIdAdapter.write(out, value.providerId());
			out.name("apiType");
			apiTypeAdapter.write(out, value.apiType());
			out.name("baseUrl");
			baseUrlAdapter.write(out, value.baseUrl());
			out.name("headers");
			headersAdapter.write(out, value.headers());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetProviderResponseAdapter extends RecordAdapter<SetProviderResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SetProviderResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetProviderResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetProviderResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionConfigOptionRequestAdapter extends RecordAdapter<SetSessionConfigOptionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> configIdAdapter;
		private final TypeAdapter<String> typeAdapter;
		private final TypeAdapter<JsonPrimitive> valueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionConfigOptionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetSessionConfigOptionRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			configIdAdapter = component(gson, String.class);
			typeAdapter = component(gson, String.class);
			valueAdapter = component(gson, JsonPrimitive.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetSessionConfigOptionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("configId");
			configIdAdapter.write(out, value.configId());
			out.name("type");
			typeAdapter.write(out, value.type());
			out.name("value");
			valueAdapter.write(out, value.value());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionConfigOptionResponseAdapter extends RecordAdapter<SetSessionConfigOptionResponse> {
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionConfigOptionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetSessionConfigOptionResponse> type) {
			super(gson, factory, type);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetSessionConfigOptionResponse value) throws IOException {
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionModeRequestAdapter extends RecordAdapter<SetSessionModeRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> modeIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionModeRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetSessionModeRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			modeIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetSessionModeRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("modeId");
			modeIdAdapter.write(out, value.modeId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionModeResponseAdapter extends RecordAdapter<SetSessionModeResponse> {
		private final TypeAdapter<String> modeIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionModeResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetSessionModeResponse> type) {
			super(gson, factory, type);
			modeIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetSessionModeResponse value) throws IOException {
			out.name("modeId");
			modeIdAdapter.write(out, value.modeId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionModelRequestAdapter extends RecordAdapter<SetSessionModelRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> modelIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionModelRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetSessionModelRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			modelIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetSessionModelRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("modelId");
			modelIdAdapter.write(out, value.modelId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionModelResponseAdapter extends RecordAdapter<SetSessionModelResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionModelResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetSessionModelResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetSessionModelResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionTitleRequestAdapter extends RecordAdapter<SetSessionTitleRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionTitleRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetSessionTitleRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetSessionTitleRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionTitleResponseAdapter extends RecordAdapter<SetSessionTitleResponse> {
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionTitleResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SetSessionTitleResponse> type) {
			super(gson, factory, type);
			titleAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SetSessionTitleResponse value) throws IOException {
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class StringMultiSelectItemsAdapter extends RecordAdapter<StringMultiSelectItems> {
		private final TypeAdapter<List<String>> enumValuesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		StringMultiSelectItemsAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<StringMultiSelectItems> type) {
			super(gson, factory, type);
			enumValuesAdapter = component(gson, parameterized(List.class, String.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, StringMultiSelectItems value) throws IOException {
			out.name("enum");
			enumValuesAdapter.write(out, value.enumValues());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class StringPropertySchemaAdapter extends RecordAdapter<StringPropertySchema> {
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<Long> minLengthAdapter;
		private final TypeAdapter<Long> maxLengthAdapter;
		private final TypeAdapter<String> patternAdapter;
		private final TypeAdapter<StringFormat> formatAdapter;
		private final TypeAdapter<String> defaultValueAdapter;
		private final TypeAdapter<List<String>> enumValuesAdapter;
		private final TypeAdapter<List<EnumOption>> oneOfAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		StringPropertySchemaAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<StringPropertySchema> type) {
			super(gson, factory, type);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			minLengthAdapter = component(gson, Long.class);
			maxLengthAdapter = component(gson, Long.class);
			patternAdapter = component(gson, String.class);
			formatAdapter = component(gson, StringFormat.class);
			defaultValueAdapter = component(gson, String.class);
			enumValuesAdapter = component(gson, parameterized(List.class, String.class));
			oneOfAdapter = component(gson, parameterized(List.class, EnumOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, StringPropertySchema value) throws IOException {
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("minLength");
			minLengthAdapter.write(out, value.minLength());
			out.name("maxLength");
			maxLengthAdapter.write(out, value.maxLength());
			out.name("pattern");
			patternAdapter.write(out, value.pattern());
			out.name("format");
			formatAdapter.write(out, value.format());
			out.name("default");
			defaultValueAdapter.write(out, value.defaultValue());
			out.name("enum");
			enumValuesAdapter.write(out, value.enumValues());
			out.name("oneOf");
			oneOfAdapter.write(out, value.oneOf());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SubagentCapabilitiesAdapter extends RecordAdapter<SubagentCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SubagentCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SubagentCapabilities> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SubagentCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SubagentSessionCapabilitiesAdapter extends RecordAdapter<SubagentSessionCapabilities> {
		private final TypeAdapter<SessionCancelCapabilities> cancelAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SubagentSessionCapabilitiesAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SubagentSessionCapabilities> type) {
			super(gson, factory, type);
			cancelAdapter = component(gson, SessionCancelCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SubagentSessionCapabilities value) throws IOException {
			out.name("cancel");
			cancelAdapter.write(out, value.cancel());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SubagentUpdateAdapter extends RecordAdapter<SubagentUpdate> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<SubagentSessionCapabilities> capabilitiesAdapter;
		private final TypeAdapter<StateUpdate> stateAdapter;
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<List<String>> additionalDirectoriesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SubagentUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SubagentUpdate> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			capabilitiesAdapter = component(gson, SubagentSessionCapabilities.class);
			stateAdapter = component(gson, StateUpdate.class);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SubagentUpdate value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("capabilities");
			capabilitiesAdapter.write(out, value.capabilities());
			out.name("state");
			stateAdapter.write(out, value.state());
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("additionalDirectories");
			additionalDirectoriesAdapter.write(out, value.additionalDirectories());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SystemPromptAdapter extends RecordAdapter<SystemPrompt> {
		private final TypeAdapter<SystemPromptMode> modeAdapter;
		private final TypeAdapter<List<ContentBlock>> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SystemPromptAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<SystemPrompt> type) {
			super(gson, factory, type);
			modeAdapter = component(gson, SystemPromptMode.class);
			contentAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, SystemPrompt value) throws IOException {
			out.name("mode");
			modeAdapter.write(out, value.mode());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalAdapter extends RecordAdapter<Terminal> {
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<Terminal> type) {
			super(gson, factory, type);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, Terminal value) throws IOException {
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalExitStatusAdapter extends RecordAdapter<TerminalExitStatus> {
		private final TypeAdapter<Long> exitCodeAdapter;
		private final TypeAdapter<String> signalAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalExitStatusAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<TerminalExitStatus> type) {
			super(gson, factory, type);
			exitCodeAdapter = component(gson, Long.class);
			signalAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, TerminalExitStatus value) throws IOException {
			out.name("exitCode");
			exitCodeAdapter.write(out, value.exitCode());
			out.name("signal");
			signalAdapter.write(out, value.signal());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalOutputRequestAdapter extends RecordAdapter<TerminalOutputRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalOutputRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<TerminalOutputRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, TerminalOutputRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalOutputResponseAdapter extends RecordAdapter<TerminalOutputResponse> {
		private final TypeAdapter<String> outputAdapter;
		private final TypeAdapter<Boolean> truncatedAdapter;
		private final TypeAdapter<TerminalExitStatus> exitStatusAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalOutputResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<TerminalOutputResponse> type) {
			super(gson, factory, type);
			outputAdapter = component(gson, String.class);
			truncatedAdapter = component(gson, Boolean.class);
			exitStatusAdapter = component(gson, TerminalExitStatus.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, TerminalOutputResponse value) throws IOException {
			out.name("output");
			outputAdapter.write(out, value.output());
			out.name("truncated");
			truncatedAdapter.write(out, value.truncated());
			out.name("exitStatus");
			exitStatusAdapter.write(out, value.exitStatus());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TextContentAdapter extends RecordAdapter<TextContent> {
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<String> textAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TextContentAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<TextContent> type) {
			super(gson, factory, type);
			annotationsAdapter = component(gson, Annotations.class);
			textAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, TextContent value) throws IOException {
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
			out.name("text");
			textAdapter.write(out, value.text());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TextResourceContentsAdapter extends RecordAdapter<TextResourceContents> {
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<String> textAdapter;
		private final TypeAdapter<String> uriAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TextResourceContentsAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<TextResourceContents> type) {
			super(gson, factory, type);
			mimeTypeAdapter = component(gson, String.class);
			textAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, TextResourceContents value) throws IOException {
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("text");
			textAdapter.write(out, value.text());
			out.name("uri");
			uriAdapter.write(out, value.uri());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TitledMultiSelectItemsAdapter extends RecordAdapter<TitledMultiSelectItems> {
		private final TypeAdapter<List<EnumOption>> anyOfAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TitledMultiSelectItemsAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<TitledMultiSelectItems> type) {
			super(gson, factory, type);
			anyOfAdapter = component(gson, parameterized(List.class, EnumOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, TitledMultiSelectItems value) throws IOException {
			out.name("anyOf");
			anyOfAdapter.write(out, value.anyOf());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ToolCallAdapter extends RecordAdapter<ToolCall> {
		private final TypeAdapter<String> toolCallIdAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<ToolKind> kindAdapter;
		private final TypeAdapter<ToolCallStatus> statusAdapter;
		private final TypeAdapter<List<ToolCallContent>> contentAdapter;
		private final TypeAdapter<List<ToolCallLocation>> locationsAdapter;
		private final TypeAdapter<JsonElement> rawInputAdapter;
		private final TypeAdapter<JsonElement> rawOutputAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ToolCallAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ToolCall> type) {
			super(gson, factory, type);
			toolCallIdAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			kindAdapter = component(gson, ToolKind.class);
			statusAdapter = component(gson, ToolCallStatus.class);
			contentAdapter = component(gson, parameterized(List.class, ToolCallContent.class));
			locationsAdapter = component(gson, parameterized(List.class, ToolCallLocation.class));
			rawInputAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
			rawOutputAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ToolCall value) throws IOException {
			out.name("toolCallId");
			toolCallIdAdapter.write(out, value.toolCallId());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("kind");
			kindAdapter.write(out, value.kind());
			out.name("status");
			statusAdapter.write(out, value.status());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("locations");
			locationsAdapter.write(out, value.locations());
			out.name("rawInput");
			rawInputAdapter.write(out, value.rawInput());
			out.name("rawOutput");
			rawOutputAdapter.write(out, value.rawOutput());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ToolCallLocationAdapter extends RecordAdapter<ToolCallLocation> {
		private final TypeAdapter<String> pathAdapter;
		private final TypeAdapter<Long> lineAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ToolCallLocationAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ToolCallLocation> type) {
			super(gson, factory, type);
			pathAdapter = component(gson, String.class);
			lineAdapter = component(gson, Long.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ToolCallLocation value) throws IOException {
			out.name("path");
			pathAdapter.write(out, value.path());
			out.name("line");
			lineAdapter.write(out, value.line());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ToolCallUpdateAdapter extends RecordAdapter<ToolCallUpdate> {
		private final TypeAdapter<String> toolCallIdAdapter;
		private final TypeAdapter<ToolKind> kindAdapter;
		private final TypeAdapter<ToolCallStatus> statusAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<List<ToolCallContent>> contentAdapter;
		private final TypeAdapter<List<ToolCallLocation>> locationsAdapter;
		private final TypeAdapter<JsonElement> rawInputAdapter;
		private final TypeAdapter<JsonElement> rawOutputAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ToolCallUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<ToolCallUpdate> type) {
			super(gson, factory, type);
			toolCallIdAdapter = component(gson, String.class);
			kindAdapter = component(gson, ToolKind.class);
			statusAdapter = component(gson, ToolCallStatus.class);
			titleAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			contentAdapter = component(gson, parameterized(List.class, ToolCallContent.class));
			locationsAdapter = component(gson, parameterized(List.class, ToolCallLocation.class));
			rawInputAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
			rawOutputAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, ToolCallUpdate value) throws IOException {
			out.name("toolCallId");
			toolCallIdAdapter.write(out, value.toolCallId());
			out.name("kind");
			kindAdapter.write(out, value.kind());
			out.name("status");
			statusAdapter.write(out, value.status());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("locations");
			locationsAdapter.write(out, value.locations());
			out.name("rawInput");
			rawInputAdapter.write(out, value.rawInput());
			out.name("rawOutput");
			rawOutputAdapter.write(out, value.rawOutput());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UnarchiveSessionRequestAdapter extends RecordAdapter<UnarchiveSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UnarchiveSessionRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<UnarchiveSessionRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, UnarchiveSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UnarchiveSessionResponseAdapter extends RecordAdapter<UnarchiveSessionResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		UnarchiveSessionResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<UnarchiveSessionResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, UnarchiveSessionResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UnknownStateUpdateAdapter extends RecordAdapter<UnknownStateUpdate> {
		private final TypeAdapter<JsonElement> metaAdapter;

		UnknownStateUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<UnknownStateUpdate> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, UnknownStateUpdate value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UnstructuredCommandInputAdapter extends RecordAdapter<UnstructuredCommandInput> {
		private final TypeAdapter<String> hintAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UnstructuredCommandInputAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<UnstructuredCommandInput> type) {
			super(gson, factory, type);
			hintAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, UnstructuredCommandInput value) throws IOException {
			out.name("hint");
			hintAdapter.write(out, value.hint());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UsageAdapter extends RecordAdapter<Usage> {
		private final TypeAdapter<Long> totalTokensAdapter;
		private final TypeAdapter<Long> inputTokensAdapter;
		private final TypeAdapter<Long> outputTokensAdapter;
		private final TypeAdapter<Long> thoughtTokensAdapter;
		private final TypeAdapter<Long> cachedReadTokensAdapter;
		private final TypeAdapter<Long> cachedWriteTokensAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UsageAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<Usage> type) {
			super(gson, factory, type);
			totalTokensAdapter = component(gson, Long.class);
			inputTokensAdapter = component(gson, Long.class);
			outputTokensAdapter = component(gson, Long.class);
			thoughtTokensAdapter = component(gson, Long.class);
			cachedReadTokensAdapter = component(gson, Long.class);
			cachedWriteTokensAdapter = component(gson, Long.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, Usage value) throws IOException {
			out.name("totalTokens");
			totalTokensAdapter.write(out, value.totalTokens());
			out.name("inputTokens");
			inputTokensAdapter.write(out, value.inputTokens());
			out.name("outputTokens");
			outputTokensAdapter.write(out, value.outputTokens());
			out.name("thoughtTokens");
			thoughtTokensAdapter.write(out, value.thoughtTokens());
			out.name("cachedReadTokens");
			cachedReadTokensAdapter.write(out, value.cachedReadTokens());
			out.name("cachedWriteTokens");
			cachedWriteTokensAdapter.write(out, value.cachedWriteTokens());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UsageUpdateAdapter extends RecordAdapter<UsageUpdate> {
		private final TypeAdapter<Long> usedAdapter;
		private final TypeAdapter<Long> sizeAdapter;
		private final TypeAdapter<Cost> costAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UsageUpdateAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<UsageUpdate> type) {
			super(gson, factory, type);
			usedAdapter = component(gson, Long.class);
			sizeAdapter = component(gson, Long.class);
			costAdapter = component(gson, Cost.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, UsageUpdate value) throws IOException {
			out.name("used");
			usedAdapter.write(out, value.used());
			out.name("size");
			sizeAdapter.write(out, value.size());
			out.name("cost");
			costAdapter.write(out, value.cost());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UserMessageChunkAdapter extends RecordAdapter<UserMessageChunk> {
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UserMessageChunkAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<UserMessageChunk> type) {
			super(gson, factory, type);
			contentAdapter = component(gson, ContentBlock.class);
			messageIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, UserMessageChunk value) throws IOException {
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class WaitForTerminalExitRequestAdapter extends RecordAdapter<WaitForTerminalExitRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		WaitForTerminalExitRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<WaitForTerminalExitRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, WaitForTerminalExitRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class WaitForTerminalExitResponseAdapter extends RecordAdapter<WaitForTerminalExitResponse> {
		private final TypeAdapter<Long> exitCodeAdapter;
		private final TypeAdapter<String> signalAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		WaitForTerminalExitResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<WaitForTerminalExitResponse> type) {
			super(gson, factory, type);
			exitCodeAdapter = component(gson, Long.class);
			signalAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, WaitForTerminalExitResponse value) throws IOException {
			out.name("exitCode");
			exitCodeAdapter.write(out, value.exitCode());
			out.name("signal");
			signalAdapter.write(out, value.signal());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class WriteTextFileRequestAdapter extends RecordAdapter<WriteTextFileRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> pathAdapter;
		private final TypeAdapter<String> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		WriteTextFileRequestAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<WriteTextFileRequest> type) {
			super(gson, factory, type);
			sessionIdAdapter = component(gson, String.class);
			pathAdapter = component(gson, String.class);
			contentAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, WriteTextFileRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("path");
			pathAdapter.write(out, value.path());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class WriteTextFileResponseAdapter extends RecordAdapter<WriteTextFileResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		WriteTextFileResponseAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<WriteTextFileResponse> type) {
			super(gson, factory, type);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		void writeMembers(JsonWriter out, WriteTextFileResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}
}
