// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

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

import io.github.acp4j.api.adapters.ProtocolVersionAdapter;
import io.github.acp4j.api.adapters.RawJsonAdapter;
import io.github.acp4j.api.internal.RecordAdapter;
import io.github.acp4j.api.v2.types.AgentAuthCapabilities;
import io.github.acp4j.api.v2.types.AgentCapabilities;
import io.github.acp4j.api.v2.types.AgentMessage;
import io.github.acp4j.api.v2.types.AgentMessageChunk;
import io.github.acp4j.api.v2.types.AgentThought;
import io.github.acp4j.api.v2.types.AgentThoughtChunk;
import io.github.acp4j.api.v2.types.Annotations;
import io.github.acp4j.api.v2.types.ArchiveSessionRequest;
import io.github.acp4j.api.v2.types.ArchiveSessionResponse;
import io.github.acp4j.api.v2.types.AudioContent;
import io.github.acp4j.api.v2.types.AuthAccount;
import io.github.acp4j.api.v2.types.AuthMethod;
import io.github.acp4j.api.v2.types.AuthMethodAgent;
import io.github.acp4j.api.v2.types.AuthMethodTerminal;
import io.github.acp4j.api.v2.types.AuthState;
import io.github.acp4j.api.v2.types.AuthStatusCapabilities;
import io.github.acp4j.api.v2.types.AuthStatusRequest;
import io.github.acp4j.api.v2.types.AuthStatusResponse;
import io.github.acp4j.api.v2.types.AuthStatusUpdateNotification;
import io.github.acp4j.api.v2.types.AvailableCommand;
import io.github.acp4j.api.v2.types.AvailableCommandInput;
import io.github.acp4j.api.v2.types.AvailableCommandsUpdate;
import io.github.acp4j.api.v2.types.BackgroundSubagent;
import io.github.acp4j.api.v2.types.BackgroundTerminal;
import io.github.acp4j.api.v2.types.BackgroundToolCall;
import io.github.acp4j.api.v2.types.BackgroundWork;
import io.github.acp4j.api.v2.types.BlobResourceContents;
import io.github.acp4j.api.v2.types.BooleanPropertySchema;
import io.github.acp4j.api.v2.types.CancelRequestNotification;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.CancelTerminalRequest;
import io.github.acp4j.api.v2.types.CancelTerminalResponse;
import io.github.acp4j.api.v2.types.CancelToolCallRequest;
import io.github.acp4j.api.v2.types.CancelToolCallResponse;
import io.github.acp4j.api.v2.types.CancelledPermissionOutcome;
import io.github.acp4j.api.v2.types.ClientAuthCapabilities;
import io.github.acp4j.api.v2.types.ClientCapabilities;
import io.github.acp4j.api.v2.types.CloseSessionRequest;
import io.github.acp4j.api.v2.types.CloseSessionResponse;
import io.github.acp4j.api.v2.types.Command;
import io.github.acp4j.api.v2.types.CommandPermissionSubject;
import io.github.acp4j.api.v2.types.CompactionStatus;
import io.github.acp4j.api.v2.types.CompactionSummaryChunk;
import io.github.acp4j.api.v2.types.CompactionUpdate;
import io.github.acp4j.api.v2.types.CompleteElicitationNotification;
import io.github.acp4j.api.v2.types.ConfigOptionUpdate;
import io.github.acp4j.api.v2.types.Content;
import io.github.acp4j.api.v2.types.ContentBlock;
import io.github.acp4j.api.v2.types.Cost;
import io.github.acp4j.api.v2.types.CreateElicitationRequest;
import io.github.acp4j.api.v2.types.CreateElicitationResponse;
import io.github.acp4j.api.v2.types.DeleteSessionRequest;
import io.github.acp4j.api.v2.types.DeleteSessionResponse;
import io.github.acp4j.api.v2.types.Diff;
import io.github.acp4j.api.v2.types.DiffChange;
import io.github.acp4j.api.v2.types.DiffFileType;
import io.github.acp4j.api.v2.types.DiffPatch;
import io.github.acp4j.api.v2.types.DiffPatchFormat;
import io.github.acp4j.api.v2.types.DisableProviderRequest;
import io.github.acp4j.api.v2.types.DisableProviderResponse;
import io.github.acp4j.api.v2.types.ElicitationCapabilities;
import io.github.acp4j.api.v2.types.ElicitationFormCapabilities;
import io.github.acp4j.api.v2.types.ElicitationPropertySchema;
import io.github.acp4j.api.v2.types.ElicitationSchema;
import io.github.acp4j.api.v2.types.ElicitationSchemaType;
import io.github.acp4j.api.v2.types.ElicitationUrlCapabilities;
import io.github.acp4j.api.v2.types.EmbeddedResource;
import io.github.acp4j.api.v2.types.EmbeddedResourceResource;
import io.github.acp4j.api.v2.types.EnumOption;
import io.github.acp4j.api.v2.types.EnvVariable;
import io.github.acp4j.api.v2.types.ForkSessionRequest;
import io.github.acp4j.api.v2.types.ForkSessionResponse;
import io.github.acp4j.api.v2.types.HttpHeader;
import io.github.acp4j.api.v2.types.Icon;
import io.github.acp4j.api.v2.types.IconTheme;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.ImageContent;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.IntegerPropertySchema;
import io.github.acp4j.api.v2.types.ListProvidersRequest;
import io.github.acp4j.api.v2.types.ListProvidersResponse;
import io.github.acp4j.api.v2.types.ListSessionsRequest;
import io.github.acp4j.api.v2.types.ListSessionsResponse;
import io.github.acp4j.api.v2.types.LlmProtocol;
import io.github.acp4j.api.v2.types.LoginAuthRequest;
import io.github.acp4j.api.v2.types.LoginAuthResponse;
import io.github.acp4j.api.v2.types.LogoutAuthRequest;
import io.github.acp4j.api.v2.types.LogoutAuthResponse;
import io.github.acp4j.api.v2.types.McpAcpCapabilities;
import io.github.acp4j.api.v2.types.McpCapabilities;
import io.github.acp4j.api.v2.types.McpHttpCapabilities;
import io.github.acp4j.api.v2.types.McpServer;
import io.github.acp4j.api.v2.types.McpServerAcp;
import io.github.acp4j.api.v2.types.McpServerHttp;
import io.github.acp4j.api.v2.types.McpServerStdio;
import io.github.acp4j.api.v2.types.McpStdioCapabilities;
import io.github.acp4j.api.v2.types.MultiSelectItems;
import io.github.acp4j.api.v2.types.MultiSelectPropertySchema;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.Notice;
import io.github.acp4j.api.v2.types.NoticeSeverity;
import io.github.acp4j.api.v2.types.NumberPropertySchema;
import io.github.acp4j.api.v2.types.PermissionOption;
import io.github.acp4j.api.v2.types.PermissionOptionKind;
import io.github.acp4j.api.v2.types.PlanEntry;
import io.github.acp4j.api.v2.types.PlanEntryPriority;
import io.github.acp4j.api.v2.types.PlanEntryStatus;
import io.github.acp4j.api.v2.types.PlanFile;
import io.github.acp4j.api.v2.types.PlanItems;
import io.github.acp4j.api.v2.types.PlanMarkdown;
import io.github.acp4j.api.v2.types.PlanRemoved;
import io.github.acp4j.api.v2.types.PlanUpdate;
import io.github.acp4j.api.v2.types.PlanUpdateContent;
import io.github.acp4j.api.v2.types.PromptAudioCapabilities;
import io.github.acp4j.api.v2.types.PromptCapabilities;
import io.github.acp4j.api.v2.types.PromptEmbeddedContextCapabilities;
import io.github.acp4j.api.v2.types.PromptImageCapabilities;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.PromptResponse;
import io.github.acp4j.api.v2.types.ProviderCurrentConfig;
import io.github.acp4j.api.v2.types.ProviderInfo;
import io.github.acp4j.api.v2.types.ProvidersCapabilities;
import io.github.acp4j.api.v2.types.ReplayFrom;
import io.github.acp4j.api.v2.types.ReplayFromStart;
import io.github.acp4j.api.v2.types.RequestPermissionOutcome;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.RequestPermissionSubject;
import io.github.acp4j.api.v2.types.RequiresActionStateUpdate;
import io.github.acp4j.api.v2.types.ResourceLink;
import io.github.acp4j.api.v2.types.ResumeSessionRequest;
import io.github.acp4j.api.v2.types.ResumeSessionResponse;
import io.github.acp4j.api.v2.types.Role;
import io.github.acp4j.api.v2.types.RunningStateUpdate;
import io.github.acp4j.api.v2.types.SelectedPermissionOutcome;
import io.github.acp4j.api.v2.types.SessionAdditionalDirectoriesCapabilities;
import io.github.acp4j.api.v2.types.SessionArchiveCapabilities;
import io.github.acp4j.api.v2.types.SessionArchiveFilter;
import io.github.acp4j.api.v2.types.SessionCancelCapabilities;
import io.github.acp4j.api.v2.types.SessionCapabilities;
import io.github.acp4j.api.v2.types.SessionConfigOption;
import io.github.acp4j.api.v2.types.SessionConfigOptionCategory;
import io.github.acp4j.api.v2.types.SessionConfigSelectGroup;
import io.github.acp4j.api.v2.types.SessionConfigSelectOption;
import io.github.acp4j.api.v2.types.SessionConfigSelectOptions;
import io.github.acp4j.api.v2.types.SessionDeleteCapabilities;
import io.github.acp4j.api.v2.types.SessionForkCapabilities;
import io.github.acp4j.api.v2.types.SessionInfo;
import io.github.acp4j.api.v2.types.SessionInfoUpdate;
import io.github.acp4j.api.v2.types.SessionMessage;
import io.github.acp4j.api.v2.types.SessionMessageChunk;
import io.github.acp4j.api.v2.types.SessionStatus;
import io.github.acp4j.api.v2.types.SessionStatusCapabilities;
import io.github.acp4j.api.v2.types.SessionStatusRequest;
import io.github.acp4j.api.v2.types.SessionStatusResponse;
import io.github.acp4j.api.v2.types.SessionSystemPromptCapabilities;
import io.github.acp4j.api.v2.types.SessionSystemPromptModeCapabilities;
import io.github.acp4j.api.v2.types.SessionSystemPromptOverrideCapabilities;
import io.github.acp4j.api.v2.types.SessionTitleCapabilities;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.SetProviderRequest;
import io.github.acp4j.api.v2.types.SetProviderResponse;
import io.github.acp4j.api.v2.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.v2.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.v2.types.SetSessionTitleRequest;
import io.github.acp4j.api.v2.types.SetSessionTitleResponse;
import io.github.acp4j.api.v2.types.StateUpdate;
import io.github.acp4j.api.v2.types.StringFormat;
import io.github.acp4j.api.v2.types.StringMultiSelectItems;
import io.github.acp4j.api.v2.types.StringPropertySchema;
import io.github.acp4j.api.v2.types.SubagentSessionCapabilities;
import io.github.acp4j.api.v2.types.SubagentUpdate;
import io.github.acp4j.api.v2.types.SystemPrompt;
import io.github.acp4j.api.v2.types.SystemPromptMode;
import io.github.acp4j.api.v2.types.Terminal;
import io.github.acp4j.api.v2.types.TerminalAuthCapabilities;
import io.github.acp4j.api.v2.types.TerminalCancelCapabilities;
import io.github.acp4j.api.v2.types.TerminalCapabilities;
import io.github.acp4j.api.v2.types.TerminalExitStatus;
import io.github.acp4j.api.v2.types.TerminalOutput;
import io.github.acp4j.api.v2.types.TerminalOutputChunk;
import io.github.acp4j.api.v2.types.TerminalSize;
import io.github.acp4j.api.v2.types.TerminalUpdate;
import io.github.acp4j.api.v2.types.TextCommandInput;
import io.github.acp4j.api.v2.types.TextContent;
import io.github.acp4j.api.v2.types.TextResourceContents;
import io.github.acp4j.api.v2.types.TitledMultiSelectItems;
import io.github.acp4j.api.v2.types.ToolCallCancelCapabilities;
import io.github.acp4j.api.v2.types.ToolCallCapabilities;
import io.github.acp4j.api.v2.types.ToolCallContent;
import io.github.acp4j.api.v2.types.ToolCallContentChunk;
import io.github.acp4j.api.v2.types.ToolCallLocation;
import io.github.acp4j.api.v2.types.ToolCallPermissionSubject;
import io.github.acp4j.api.v2.types.ToolCallStatus;
import io.github.acp4j.api.v2.types.ToolCallUpdate;
import io.github.acp4j.api.v2.types.ToolKind;
import io.github.acp4j.api.v2.types.UnarchiveSessionRequest;
import io.github.acp4j.api.v2.types.UnarchiveSessionResponse;
import io.github.acp4j.api.v2.types.UnknownStateUpdate;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;
import io.github.acp4j.api.v2.types.Usage;
import io.github.acp4j.api.v2.types.UsageUpdate;
import io.github.acp4j.api.v2.types.UserMessage;
import io.github.acp4j.api.v2.types.UserMessageChunk;

/**
 * Writes ACP's records without reflection (see {@code RecordAdapter}), to the JSON Gson's reflective
 * adapter writes; installed by {@code AcpGson.configure}. A tagged union's variants are written by their union.
 */
public final class RecordAdapters implements TypeAdapterFactory {

	@Override
	@SuppressWarnings("unchecked")
	public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
		Class<?> raw = type.getRawType();
		if (!(type.getType() instanceof Class<?>) || !raw.isRecord() || !raw.getPackageName().equals("io.github.acp4j.api.v2.types")) {
			return null;
		}
		TypeAdapter<T> reflective = gson.getDelegateAdapter(this, type);
		return RecordAdapter.replaces(gson, reflective) ? (TypeAdapter<T>) adapter(gson, reflective, raw.getName()) : null;
	}

	/**
	 * The adapter a tagged union writes one of its variants with, after the tag; null for a class that is
	 * not a generated variant, or when Gson would not write it by reflection.
	 *
	 * @param gson    the Gson the adapter's members are written with
	 * @param variant the variant's class
	 * @return its adapter, or null
	 */
	static RecordAdapter<?> variant(Gson gson, Class<?> variant) {
		TypeAdapter<?> reflective = gson.getAdapter(variant);
		return RecordAdapter.replaces(gson, reflective) ? (RecordAdapter<?>) variantAdapter(gson, reflective, variant.getName()) : null;
	}

	// By name, and as an Object: a switch over the classes, or returning them as their supertype, would have
	// every adapter and record loaded (the verifier's doing) the first time Gson asks for any type.
	@SuppressWarnings("unchecked")
	private static Object adapter(Gson gson, TypeAdapter<?> reader, String name) {
		switch (name) {
		case "io.github.acp4j.api.v2.types.AgentAuthCapabilities":
			return new AgentAuthCapabilitiesAdapter(gson, (TypeAdapter<AgentAuthCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.AgentCapabilities":
			return new AgentCapabilitiesAdapter(gson, (TypeAdapter<AgentCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.Annotations":
			return new AnnotationsAdapter(gson, (TypeAdapter<Annotations>) reader);
		case "io.github.acp4j.api.v2.types.ArchiveSessionRequest":
			return new ArchiveSessionRequestAdapter(gson, (TypeAdapter<ArchiveSessionRequest>) reader);
		case "io.github.acp4j.api.v2.types.ArchiveSessionResponse":
			return new ArchiveSessionResponseAdapter(gson, (TypeAdapter<ArchiveSessionResponse>) reader);
		case "io.github.acp4j.api.v2.types.AuthAccount":
			return new AuthAccountAdapter(gson, (TypeAdapter<AuthAccount>) reader);
		case "io.github.acp4j.api.v2.types.AuthStatusCapabilities":
			return new AuthStatusCapabilitiesAdapter(gson, (TypeAdapter<AuthStatusCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.AuthStatusRequest":
			return new AuthStatusRequestAdapter(gson, (TypeAdapter<AuthStatusRequest>) reader);
		case "io.github.acp4j.api.v2.types.AuthStatusResponse":
			return new AuthStatusResponseAdapter(gson, (TypeAdapter<AuthStatusResponse>) reader);
		case "io.github.acp4j.api.v2.types.AuthStatusUpdateNotification":
			return new AuthStatusUpdateNotificationAdapter(gson, (TypeAdapter<AuthStatusUpdateNotification>) reader);
		case "io.github.acp4j.api.v2.types.BlobResourceContents":
			return new BlobResourceContentsAdapter(gson, (TypeAdapter<BlobResourceContents>) reader);
		case "io.github.acp4j.api.v2.types.CancelRequestNotification":
			return new CancelRequestNotificationAdapter(gson, (TypeAdapter<CancelRequestNotification>) reader);
		case "io.github.acp4j.api.v2.types.CancelSessionNotification":
			return new CancelSessionNotificationAdapter(gson, (TypeAdapter<CancelSessionNotification>) reader);
		case "io.github.acp4j.api.v2.types.CancelTerminalRequest":
			return new CancelTerminalRequestAdapter(gson, (TypeAdapter<CancelTerminalRequest>) reader);
		case "io.github.acp4j.api.v2.types.CancelTerminalResponse":
			return new CancelTerminalResponseAdapter(gson, (TypeAdapter<CancelTerminalResponse>) reader);
		case "io.github.acp4j.api.v2.types.CancelToolCallRequest":
			return new CancelToolCallRequestAdapter(gson, (TypeAdapter<CancelToolCallRequest>) reader);
		case "io.github.acp4j.api.v2.types.CancelToolCallResponse":
			return new CancelToolCallResponseAdapter(gson, (TypeAdapter<CancelToolCallResponse>) reader);
		case "io.github.acp4j.api.v2.types.ClientAuthCapabilities":
			return new ClientAuthCapabilitiesAdapter(gson, (TypeAdapter<ClientAuthCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.ClientCapabilities":
			return new ClientCapabilitiesAdapter(gson, (TypeAdapter<ClientCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.CloseSessionRequest":
			return new CloseSessionRequestAdapter(gson, (TypeAdapter<CloseSessionRequest>) reader);
		case "io.github.acp4j.api.v2.types.CloseSessionResponse":
			return new CloseSessionResponseAdapter(gson, (TypeAdapter<CloseSessionResponse>) reader);
		case "io.github.acp4j.api.v2.types.CompleteElicitationNotification":
			return new CompleteElicitationNotificationAdapter(gson, (TypeAdapter<CompleteElicitationNotification>) reader);
		case "io.github.acp4j.api.v2.types.Cost":
			return new CostAdapter(gson, (TypeAdapter<Cost>) reader);
		case "io.github.acp4j.api.v2.types.CreateElicitationRequest":
			return new CreateElicitationRequestAdapter(gson, (TypeAdapter<CreateElicitationRequest>) reader);
		case "io.github.acp4j.api.v2.types.CreateElicitationResponse":
			return new CreateElicitationResponseAdapter(gson, (TypeAdapter<CreateElicitationResponse>) reader);
		case "io.github.acp4j.api.v2.types.DeleteSessionRequest":
			return new DeleteSessionRequestAdapter(gson, (TypeAdapter<DeleteSessionRequest>) reader);
		case "io.github.acp4j.api.v2.types.DeleteSessionResponse":
			return new DeleteSessionResponseAdapter(gson, (TypeAdapter<DeleteSessionResponse>) reader);
		case "io.github.acp4j.api.v2.types.DiffChange":
			return new DiffChangeAdapter(gson, (TypeAdapter<DiffChange>) reader);
		case "io.github.acp4j.api.v2.types.DiffPatch":
			return new DiffPatchAdapter(gson, (TypeAdapter<DiffPatch>) reader);
		case "io.github.acp4j.api.v2.types.DisableProviderRequest":
			return new DisableProviderRequestAdapter(gson, (TypeAdapter<DisableProviderRequest>) reader);
		case "io.github.acp4j.api.v2.types.DisableProviderResponse":
			return new DisableProviderResponseAdapter(gson, (TypeAdapter<DisableProviderResponse>) reader);
		case "io.github.acp4j.api.v2.types.ElicitationCapabilities":
			return new ElicitationCapabilitiesAdapter(gson, (TypeAdapter<ElicitationCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.ElicitationFormCapabilities":
			return new ElicitationFormCapabilitiesAdapter(gson, (TypeAdapter<ElicitationFormCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.ElicitationSchema":
			return new ElicitationSchemaAdapter(gson, (TypeAdapter<ElicitationSchema>) reader);
		case "io.github.acp4j.api.v2.types.ElicitationUrlCapabilities":
			return new ElicitationUrlCapabilitiesAdapter(gson, (TypeAdapter<ElicitationUrlCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.EnumOption":
			return new EnumOptionAdapter(gson, (TypeAdapter<EnumOption>) reader);
		case "io.github.acp4j.api.v2.types.EnvVariable":
			return new EnvVariableAdapter(gson, (TypeAdapter<EnvVariable>) reader);
		case "io.github.acp4j.api.v2.types.ForkSessionRequest":
			return new ForkSessionRequestAdapter(gson, (TypeAdapter<ForkSessionRequest>) reader);
		case "io.github.acp4j.api.v2.types.ForkSessionResponse":
			return new ForkSessionResponseAdapter(gson, (TypeAdapter<ForkSessionResponse>) reader);
		case "io.github.acp4j.api.v2.types.HttpHeader":
			return new HttpHeaderAdapter(gson, (TypeAdapter<HttpHeader>) reader);
		case "io.github.acp4j.api.v2.types.Icon":
			return new IconAdapter(gson, (TypeAdapter<Icon>) reader);
		case "io.github.acp4j.api.v2.types.Implementation":
			return new ImplementationAdapter(gson, (TypeAdapter<Implementation>) reader);
		case "io.github.acp4j.api.v2.types.InitializeRequest":
			return new InitializeRequestAdapter(gson, (TypeAdapter<InitializeRequest>) reader);
		case "io.github.acp4j.api.v2.types.InitializeResponse":
			return new InitializeResponseAdapter(gson, (TypeAdapter<InitializeResponse>) reader);
		case "io.github.acp4j.api.v2.types.ListProvidersRequest":
			return new ListProvidersRequestAdapter(gson, (TypeAdapter<ListProvidersRequest>) reader);
		case "io.github.acp4j.api.v2.types.ListProvidersResponse":
			return new ListProvidersResponseAdapter(gson, (TypeAdapter<ListProvidersResponse>) reader);
		case "io.github.acp4j.api.v2.types.ListSessionsRequest":
			return new ListSessionsRequestAdapter(gson, (TypeAdapter<ListSessionsRequest>) reader);
		case "io.github.acp4j.api.v2.types.ListSessionsResponse":
			return new ListSessionsResponseAdapter(gson, (TypeAdapter<ListSessionsResponse>) reader);
		case "io.github.acp4j.api.v2.types.LoginAuthRequest":
			return new LoginAuthRequestAdapter(gson, (TypeAdapter<LoginAuthRequest>) reader);
		case "io.github.acp4j.api.v2.types.LoginAuthResponse":
			return new LoginAuthResponseAdapter(gson, (TypeAdapter<LoginAuthResponse>) reader);
		case "io.github.acp4j.api.v2.types.LogoutAuthRequest":
			return new LogoutAuthRequestAdapter(gson, (TypeAdapter<LogoutAuthRequest>) reader);
		case "io.github.acp4j.api.v2.types.LogoutAuthResponse":
			return new LogoutAuthResponseAdapter(gson, (TypeAdapter<LogoutAuthResponse>) reader);
		case "io.github.acp4j.api.v2.types.McpAcpCapabilities":
			return new McpAcpCapabilitiesAdapter(gson, (TypeAdapter<McpAcpCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.McpCapabilities":
			return new McpCapabilitiesAdapter(gson, (TypeAdapter<McpCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.McpHttpCapabilities":
			return new McpHttpCapabilitiesAdapter(gson, (TypeAdapter<McpHttpCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.McpStdioCapabilities":
			return new McpStdioCapabilitiesAdapter(gson, (TypeAdapter<McpStdioCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.NewSessionRequest":
			return new NewSessionRequestAdapter(gson, (TypeAdapter<NewSessionRequest>) reader);
		case "io.github.acp4j.api.v2.types.NewSessionResponse":
			return new NewSessionResponseAdapter(gson, (TypeAdapter<NewSessionResponse>) reader);
		case "io.github.acp4j.api.v2.types.PermissionOption":
			return new PermissionOptionAdapter(gson, (TypeAdapter<PermissionOption>) reader);
		case "io.github.acp4j.api.v2.types.PlanEntry":
			return new PlanEntryAdapter(gson, (TypeAdapter<PlanEntry>) reader);
		case "io.github.acp4j.api.v2.types.PromptAudioCapabilities":
			return new PromptAudioCapabilitiesAdapter(gson, (TypeAdapter<PromptAudioCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.PromptCapabilities":
			return new PromptCapabilitiesAdapter(gson, (TypeAdapter<PromptCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.PromptEmbeddedContextCapabilities":
			return new PromptEmbeddedContextCapabilitiesAdapter(gson, (TypeAdapter<PromptEmbeddedContextCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.PromptImageCapabilities":
			return new PromptImageCapabilitiesAdapter(gson, (TypeAdapter<PromptImageCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.PromptRequest":
			return new PromptRequestAdapter(gson, (TypeAdapter<PromptRequest>) reader);
		case "io.github.acp4j.api.v2.types.PromptResponse":
			return new PromptResponseAdapter(gson, (TypeAdapter<PromptResponse>) reader);
		case "io.github.acp4j.api.v2.types.ProviderCurrentConfig":
			return new ProviderCurrentConfigAdapter(gson, (TypeAdapter<ProviderCurrentConfig>) reader);
		case "io.github.acp4j.api.v2.types.ProviderInfo":
			return new ProviderInfoAdapter(gson, (TypeAdapter<ProviderInfo>) reader);
		case "io.github.acp4j.api.v2.types.ProvidersCapabilities":
			return new ProvidersCapabilitiesAdapter(gson, (TypeAdapter<ProvidersCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.RequestPermissionRequest":
			return new RequestPermissionRequestAdapter(gson, (TypeAdapter<RequestPermissionRequest>) reader);
		case "io.github.acp4j.api.v2.types.RequestPermissionResponse":
			return new RequestPermissionResponseAdapter(gson, (TypeAdapter<RequestPermissionResponse>) reader);
		case "io.github.acp4j.api.v2.types.ResumeSessionRequest":
			return new ResumeSessionRequestAdapter(gson, (TypeAdapter<ResumeSessionRequest>) reader);
		case "io.github.acp4j.api.v2.types.ResumeSessionResponse":
			return new ResumeSessionResponseAdapter(gson, (TypeAdapter<ResumeSessionResponse>) reader);
		case "io.github.acp4j.api.v2.types.SessionAdditionalDirectoriesCapabilities":
			return new SessionAdditionalDirectoriesCapabilitiesAdapter(gson, (TypeAdapter<SessionAdditionalDirectoriesCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionArchiveCapabilities":
			return new SessionArchiveCapabilitiesAdapter(gson, (TypeAdapter<SessionArchiveCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionCancelCapabilities":
			return new SessionCancelCapabilitiesAdapter(gson, (TypeAdapter<SessionCancelCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionCapabilities":
			return new SessionCapabilitiesAdapter(gson, (TypeAdapter<SessionCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionConfigOption":
			return new SessionConfigOptionAdapter(gson, (TypeAdapter<SessionConfigOption>) reader);
		case "io.github.acp4j.api.v2.types.SessionConfigSelectGroup":
			return new SessionConfigSelectGroupAdapter(gson, (TypeAdapter<SessionConfigSelectGroup>) reader);
		case "io.github.acp4j.api.v2.types.SessionConfigSelectOption":
			return new SessionConfigSelectOptionAdapter(gson, (TypeAdapter<SessionConfigSelectOption>) reader);
		case "io.github.acp4j.api.v2.types.SessionDeleteCapabilities":
			return new SessionDeleteCapabilitiesAdapter(gson, (TypeAdapter<SessionDeleteCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionForkCapabilities":
			return new SessionForkCapabilitiesAdapter(gson, (TypeAdapter<SessionForkCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionInfo":
			return new SessionInfoAdapter(gson, (TypeAdapter<SessionInfo>) reader);
		case "io.github.acp4j.api.v2.types.SessionStatusCapabilities":
			return new SessionStatusCapabilitiesAdapter(gson, (TypeAdapter<SessionStatusCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionStatusRequest":
			return new SessionStatusRequestAdapter(gson, (TypeAdapter<SessionStatusRequest>) reader);
		case "io.github.acp4j.api.v2.types.SessionStatusResponse":
			return new SessionStatusResponseAdapter(gson, (TypeAdapter<SessionStatusResponse>) reader);
		case "io.github.acp4j.api.v2.types.SessionSystemPromptCapabilities":
			return new SessionSystemPromptCapabilitiesAdapter(gson, (TypeAdapter<SessionSystemPromptCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionSystemPromptModeCapabilities":
			return new SessionSystemPromptModeCapabilitiesAdapter(gson, (TypeAdapter<SessionSystemPromptModeCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionSystemPromptOverrideCapabilities":
			return new SessionSystemPromptOverrideCapabilitiesAdapter(gson, (TypeAdapter<SessionSystemPromptOverrideCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SessionTitleCapabilities":
			return new SessionTitleCapabilitiesAdapter(gson, (TypeAdapter<SessionTitleCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SetProviderRequest":
			return new SetProviderRequestAdapter(gson, (TypeAdapter<SetProviderRequest>) reader);
		case "io.github.acp4j.api.v2.types.SetProviderResponse":
			return new SetProviderResponseAdapter(gson, (TypeAdapter<SetProviderResponse>) reader);
		case "io.github.acp4j.api.v2.types.SetSessionConfigOptionRequest":
			return new SetSessionConfigOptionRequestAdapter(gson, (TypeAdapter<SetSessionConfigOptionRequest>) reader);
		case "io.github.acp4j.api.v2.types.SetSessionConfigOptionResponse":
			return new SetSessionConfigOptionResponseAdapter(gson, (TypeAdapter<SetSessionConfigOptionResponse>) reader);
		case "io.github.acp4j.api.v2.types.SetSessionTitleRequest":
			return new SetSessionTitleRequestAdapter(gson, (TypeAdapter<SetSessionTitleRequest>) reader);
		case "io.github.acp4j.api.v2.types.SetSessionTitleResponse":
			return new SetSessionTitleResponseAdapter(gson, (TypeAdapter<SetSessionTitleResponse>) reader);
		case "io.github.acp4j.api.v2.types.SubagentSessionCapabilities":
			return new SubagentSessionCapabilitiesAdapter(gson, (TypeAdapter<SubagentSessionCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.SystemPrompt":
			return new SystemPromptAdapter(gson, (TypeAdapter<SystemPrompt>) reader);
		case "io.github.acp4j.api.v2.types.TerminalAuthCapabilities":
			return new TerminalAuthCapabilitiesAdapter(gson, (TypeAdapter<TerminalAuthCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.TerminalCancelCapabilities":
			return new TerminalCancelCapabilitiesAdapter(gson, (TypeAdapter<TerminalCancelCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.TerminalCapabilities":
			return new TerminalCapabilitiesAdapter(gson, (TypeAdapter<TerminalCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.TerminalExitStatus":
			return new TerminalExitStatusAdapter(gson, (TypeAdapter<TerminalExitStatus>) reader);
		case "io.github.acp4j.api.v2.types.TerminalOutput":
			return new TerminalOutputAdapter(gson, (TypeAdapter<TerminalOutput>) reader);
		case "io.github.acp4j.api.v2.types.TerminalSize":
			return new TerminalSizeAdapter(gson, (TypeAdapter<TerminalSize>) reader);
		case "io.github.acp4j.api.v2.types.TextResourceContents":
			return new TextResourceContentsAdapter(gson, (TypeAdapter<TextResourceContents>) reader);
		case "io.github.acp4j.api.v2.types.ToolCallCancelCapabilities":
			return new ToolCallCancelCapabilitiesAdapter(gson, (TypeAdapter<ToolCallCancelCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.ToolCallCapabilities":
			return new ToolCallCapabilitiesAdapter(gson, (TypeAdapter<ToolCallCapabilities>) reader);
		case "io.github.acp4j.api.v2.types.ToolCallLocation":
			return new ToolCallLocationAdapter(gson, (TypeAdapter<ToolCallLocation>) reader);
		case "io.github.acp4j.api.v2.types.UnarchiveSessionRequest":
			return new UnarchiveSessionRequestAdapter(gson, (TypeAdapter<UnarchiveSessionRequest>) reader);
		case "io.github.acp4j.api.v2.types.UnarchiveSessionResponse":
			return new UnarchiveSessionResponseAdapter(gson, (TypeAdapter<UnarchiveSessionResponse>) reader);
		case "io.github.acp4j.api.v2.types.UpdateSessionNotification":
			return new UpdateSessionNotificationAdapter(gson, (TypeAdapter<UpdateSessionNotification>) reader);
		case "io.github.acp4j.api.v2.types.Usage":
			return new UsageAdapter(gson, (TypeAdapter<Usage>) reader);
		default:
			return null;
		}
	}

	// By name, and as an Object: a switch over the classes, or returning them as their supertype, would have
	// every adapter and record loaded (the verifier's doing) the first time Gson asks for any type.
	@SuppressWarnings("unchecked")
	private static Object variantAdapter(Gson gson, TypeAdapter<?> reader, String name) {
		switch (name) {
		case "io.github.acp4j.api.v2.types.AgentMessage":
			return new AgentMessageAdapter(gson, (TypeAdapter<AgentMessage>) reader);
		case "io.github.acp4j.api.v2.types.AgentMessageChunk":
			return new AgentMessageChunkAdapter(gson, (TypeAdapter<AgentMessageChunk>) reader);
		case "io.github.acp4j.api.v2.types.AgentThought":
			return new AgentThoughtAdapter(gson, (TypeAdapter<AgentThought>) reader);
		case "io.github.acp4j.api.v2.types.AgentThoughtChunk":
			return new AgentThoughtChunkAdapter(gson, (TypeAdapter<AgentThoughtChunk>) reader);
		case "io.github.acp4j.api.v2.types.AudioContent":
			return new AudioContentAdapter(gson, (TypeAdapter<AudioContent>) reader);
		case "io.github.acp4j.api.v2.types.AuthMethodAgent":
			return new AuthMethodAgentAdapter(gson, (TypeAdapter<AuthMethodAgent>) reader);
		case "io.github.acp4j.api.v2.types.AuthMethodTerminal":
			return new AuthMethodTerminalAdapter(gson, (TypeAdapter<AuthMethodTerminal>) reader);
		case "io.github.acp4j.api.v2.types.AvailableCommandsUpdate":
			return new AvailableCommandsUpdateAdapter(gson, (TypeAdapter<AvailableCommandsUpdate>) reader);
		case "io.github.acp4j.api.v2.types.BackgroundSubagent":
			return new BackgroundSubagentAdapter(gson, (TypeAdapter<BackgroundSubagent>) reader);
		case "io.github.acp4j.api.v2.types.BackgroundTerminal":
			return new BackgroundTerminalAdapter(gson, (TypeAdapter<BackgroundTerminal>) reader);
		case "io.github.acp4j.api.v2.types.BackgroundToolCall":
			return new BackgroundToolCallAdapter(gson, (TypeAdapter<BackgroundToolCall>) reader);
		case "io.github.acp4j.api.v2.types.BooleanPropertySchema":
			return new BooleanPropertySchemaAdapter(gson, (TypeAdapter<BooleanPropertySchema>) reader);
		case "io.github.acp4j.api.v2.types.CancelledPermissionOutcome":
			return new CancelledPermissionOutcomeAdapter(gson, (TypeAdapter<CancelledPermissionOutcome>) reader);
		case "io.github.acp4j.api.v2.types.Command":
			return new CommandAdapter(gson, (TypeAdapter<Command>) reader);
		case "io.github.acp4j.api.v2.types.CommandPermissionSubject":
			return new CommandPermissionSubjectAdapter(gson, (TypeAdapter<CommandPermissionSubject>) reader);
		case "io.github.acp4j.api.v2.types.CompactionSummaryChunk":
			return new CompactionSummaryChunkAdapter(gson, (TypeAdapter<CompactionSummaryChunk>) reader);
		case "io.github.acp4j.api.v2.types.CompactionUpdate":
			return new CompactionUpdateAdapter(gson, (TypeAdapter<CompactionUpdate>) reader);
		case "io.github.acp4j.api.v2.types.ConfigOptionUpdate":
			return new ConfigOptionUpdateAdapter(gson, (TypeAdapter<ConfigOptionUpdate>) reader);
		case "io.github.acp4j.api.v2.types.Content":
			return new ContentAdapter(gson, (TypeAdapter<Content>) reader);
		case "io.github.acp4j.api.v2.types.Diff":
			return new DiffAdapter(gson, (TypeAdapter<Diff>) reader);
		case "io.github.acp4j.api.v2.types.EmbeddedResource":
			return new EmbeddedResourceAdapter(gson, (TypeAdapter<EmbeddedResource>) reader);
		case "io.github.acp4j.api.v2.types.IdleStateUpdate":
			return new IdleStateUpdateAdapter(gson, (TypeAdapter<IdleStateUpdate>) reader);
		case "io.github.acp4j.api.v2.types.ImageContent":
			return new ImageContentAdapter(gson, (TypeAdapter<ImageContent>) reader);
		case "io.github.acp4j.api.v2.types.IntegerPropertySchema":
			return new IntegerPropertySchemaAdapter(gson, (TypeAdapter<IntegerPropertySchema>) reader);
		case "io.github.acp4j.api.v2.types.McpServerAcp":
			return new McpServerAcpAdapter(gson, (TypeAdapter<McpServerAcp>) reader);
		case "io.github.acp4j.api.v2.types.McpServerHttp":
			return new McpServerHttpAdapter(gson, (TypeAdapter<McpServerHttp>) reader);
		case "io.github.acp4j.api.v2.types.McpServerStdio":
			return new McpServerStdioAdapter(gson, (TypeAdapter<McpServerStdio>) reader);
		case "io.github.acp4j.api.v2.types.MultiSelectPropertySchema":
			return new MultiSelectPropertySchemaAdapter(gson, (TypeAdapter<MultiSelectPropertySchema>) reader);
		case "io.github.acp4j.api.v2.types.Notice":
			return new NoticeAdapter(gson, (TypeAdapter<Notice>) reader);
		case "io.github.acp4j.api.v2.types.NumberPropertySchema":
			return new NumberPropertySchemaAdapter(gson, (TypeAdapter<NumberPropertySchema>) reader);
		case "io.github.acp4j.api.v2.types.PlanFile":
			return new PlanFileAdapter(gson, (TypeAdapter<PlanFile>) reader);
		case "io.github.acp4j.api.v2.types.PlanItems":
			return new PlanItemsAdapter(gson, (TypeAdapter<PlanItems>) reader);
		case "io.github.acp4j.api.v2.types.PlanMarkdown":
			return new PlanMarkdownAdapter(gson, (TypeAdapter<PlanMarkdown>) reader);
		case "io.github.acp4j.api.v2.types.PlanRemoved":
			return new PlanRemovedAdapter(gson, (TypeAdapter<PlanRemoved>) reader);
		case "io.github.acp4j.api.v2.types.PlanUpdate":
			return new PlanUpdateAdapter(gson, (TypeAdapter<PlanUpdate>) reader);
		case "io.github.acp4j.api.v2.types.ReplayFromStart":
			return new ReplayFromStartAdapter(gson, (TypeAdapter<ReplayFromStart>) reader);
		case "io.github.acp4j.api.v2.types.RequiresActionStateUpdate":
			return new RequiresActionStateUpdateAdapter(gson, (TypeAdapter<RequiresActionStateUpdate>) reader);
		case "io.github.acp4j.api.v2.types.ResourceLink":
			return new ResourceLinkAdapter(gson, (TypeAdapter<ResourceLink>) reader);
		case "io.github.acp4j.api.v2.types.RunningStateUpdate":
			return new RunningStateUpdateAdapter(gson, (TypeAdapter<RunningStateUpdate>) reader);
		case "io.github.acp4j.api.v2.types.SelectedPermissionOutcome":
			return new SelectedPermissionOutcomeAdapter(gson, (TypeAdapter<SelectedPermissionOutcome>) reader);
		case "io.github.acp4j.api.v2.types.SessionInfoUpdate":
			return new SessionInfoUpdateAdapter(gson, (TypeAdapter<SessionInfoUpdate>) reader);
		case "io.github.acp4j.api.v2.types.SessionMessage":
			return new SessionMessageAdapter(gson, (TypeAdapter<SessionMessage>) reader);
		case "io.github.acp4j.api.v2.types.SessionMessageChunk":
			return new SessionMessageChunkAdapter(gson, (TypeAdapter<SessionMessageChunk>) reader);
		case "io.github.acp4j.api.v2.types.StringMultiSelectItems":
			return new StringMultiSelectItemsAdapter(gson, (TypeAdapter<StringMultiSelectItems>) reader);
		case "io.github.acp4j.api.v2.types.StringPropertySchema":
			return new StringPropertySchemaAdapter(gson, (TypeAdapter<StringPropertySchema>) reader);
		case "io.github.acp4j.api.v2.types.SubagentUpdate":
			return new SubagentUpdateAdapter(gson, (TypeAdapter<SubagentUpdate>) reader);
		case "io.github.acp4j.api.v2.types.Terminal":
			return new TerminalAdapter(gson, (TypeAdapter<Terminal>) reader);
		case "io.github.acp4j.api.v2.types.TerminalOutputChunk":
			return new TerminalOutputChunkAdapter(gson, (TypeAdapter<TerminalOutputChunk>) reader);
		case "io.github.acp4j.api.v2.types.TerminalUpdate":
			return new TerminalUpdateAdapter(gson, (TypeAdapter<TerminalUpdate>) reader);
		case "io.github.acp4j.api.v2.types.TextCommandInput":
			return new TextCommandInputAdapter(gson, (TypeAdapter<TextCommandInput>) reader);
		case "io.github.acp4j.api.v2.types.TextContent":
			return new TextContentAdapter(gson, (TypeAdapter<TextContent>) reader);
		case "io.github.acp4j.api.v2.types.TitledMultiSelectItems":
			return new TitledMultiSelectItemsAdapter(gson, (TypeAdapter<TitledMultiSelectItems>) reader);
		case "io.github.acp4j.api.v2.types.ToolCallContentChunk":
			return new ToolCallContentChunkAdapter(gson, (TypeAdapter<ToolCallContentChunk>) reader);
		case "io.github.acp4j.api.v2.types.ToolCallPermissionSubject":
			return new ToolCallPermissionSubjectAdapter(gson, (TypeAdapter<ToolCallPermissionSubject>) reader);
		case "io.github.acp4j.api.v2.types.ToolCallUpdate":
			return new ToolCallUpdateAdapter(gson, (TypeAdapter<ToolCallUpdate>) reader);
		case "io.github.acp4j.api.v2.types.UnknownStateUpdate":
			return new UnknownStateUpdateAdapter(gson, (TypeAdapter<UnknownStateUpdate>) reader);
		case "io.github.acp4j.api.v2.types.UsageUpdate":
			return new UsageUpdateAdapter(gson, (TypeAdapter<UsageUpdate>) reader);
		case "io.github.acp4j.api.v2.types.UserMessage":
			return new UserMessageAdapter(gson, (TypeAdapter<UserMessage>) reader);
		case "io.github.acp4j.api.v2.types.UserMessageChunk":
			return new UserMessageChunkAdapter(gson, (TypeAdapter<UserMessageChunk>) reader);
		default:
			return null;
		}
	}

	private static final class AgentAuthCapabilitiesAdapter extends RecordAdapter<AgentAuthCapabilities> {
		private final TypeAdapter<AuthStatusCapabilities> statusAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentAuthCapabilitiesAdapter(Gson gson, TypeAdapter<AgentAuthCapabilities> reader) {
			super(reader);
			statusAdapter = component(gson, AuthStatusCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AgentAuthCapabilities value) throws IOException {
			out.name("status");
			statusAdapter.write(out, value.status());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AgentCapabilitiesAdapter extends RecordAdapter<AgentCapabilities> {
		private final TypeAdapter<SessionCapabilities> sessionAdapter;
		private final TypeAdapter<AgentAuthCapabilities> authAdapter;
		private final TypeAdapter<ProvidersCapabilities> providersAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentCapabilitiesAdapter(Gson gson, TypeAdapter<AgentCapabilities> reader) {
			super(reader);
			sessionAdapter = component(gson, SessionCapabilities.class);
			authAdapter = component(gson, AgentAuthCapabilities.class);
			providersAdapter = component(gson, ProvidersCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AgentCapabilities value) throws IOException {
			out.name("session");
			sessionAdapter.write(out, value.session());
			out.name("auth");
			authAdapter.write(out, value.auth());
			out.name("providers");
			providersAdapter.write(out, value.providers());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AgentMessageAdapter extends RecordAdapter<AgentMessage> {
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<List<ContentBlock>> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentMessageAdapter(Gson gson, TypeAdapter<AgentMessage> reader) {
			super(reader);
			messageIdAdapter = component(gson, String.class);
			contentAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AgentMessage value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AgentMessageChunkAdapter extends RecordAdapter<AgentMessageChunk> {
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentMessageChunkAdapter(Gson gson, TypeAdapter<AgentMessageChunk> reader) {
			super(reader);
			messageIdAdapter = component(gson, String.class);
			contentAdapter = byRuntimeClass(gson, ContentBlock.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AgentMessageChunk value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AgentThoughtAdapter extends RecordAdapter<AgentThought> {
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<List<ContentBlock>> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentThoughtAdapter(Gson gson, TypeAdapter<AgentThought> reader) {
			super(reader);
			messageIdAdapter = component(gson, String.class);
			contentAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AgentThought value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AgentThoughtChunkAdapter extends RecordAdapter<AgentThoughtChunk> {
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AgentThoughtChunkAdapter(Gson gson, TypeAdapter<AgentThoughtChunk> reader) {
			super(reader);
			messageIdAdapter = component(gson, String.class);
			contentAdapter = byRuntimeClass(gson, ContentBlock.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AgentThoughtChunk value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AnnotationsAdapter extends RecordAdapter<Annotations> {
		private final TypeAdapter<List<Role>> audienceAdapter;
		private final TypeAdapter<String> lastModifiedAdapter;
		private final TypeAdapter<Double> priorityAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AnnotationsAdapter(Gson gson, TypeAdapter<Annotations> reader) {
			super(reader);
			audienceAdapter = component(gson, parameterized(List.class, Role.class));
			lastModifiedAdapter = component(gson, String.class);
			priorityAdapter = component(gson, Double.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Annotations value) throws IOException {
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

		ArchiveSessionRequestAdapter(Gson gson, TypeAdapter<ArchiveSessionRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ArchiveSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ArchiveSessionResponseAdapter extends RecordAdapter<ArchiveSessionResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ArchiveSessionResponseAdapter(Gson gson, TypeAdapter<ArchiveSessionResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ArchiveSessionResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AudioContentAdapter extends RecordAdapter<AudioContent> {
		private final TypeAdapter<String> dataAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AudioContentAdapter(Gson gson, TypeAdapter<AudioContent> reader) {
			super(reader);
			dataAdapter = component(gson, String.class);
			mimeTypeAdapter = component(gson, String.class);
			annotationsAdapter = component(gson, Annotations.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AudioContent value) throws IOException {
			out.name("data");
			dataAdapter.write(out, value.data());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
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

		AuthAccountAdapter(Gson gson, TypeAdapter<AuthAccount> reader) {
			super(reader);
			labelAdapter = component(gson, String.class);
			activeAdapter = component(gson, Boolean.class);
			nameAdapter = component(gson, String.class);
			emailAdapter = component(gson, String.class);
			organizationAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AuthAccount value) throws IOException {
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

	private static final class AuthMethodAgentAdapter extends RecordAdapter<AuthMethodAgent> {
		private final TypeAdapter<String> methodIdAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthMethodAgentAdapter(Gson gson, TypeAdapter<AuthMethodAgent> reader) {
			super(reader);
			methodIdAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AuthMethodAgent value) throws IOException {
			out.name("methodId");
			methodIdAdapter.write(out, value.methodId());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthMethodTerminalAdapter extends RecordAdapter<AuthMethodTerminal> {
		private final TypeAdapter<String> methodIdAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<List<String>> argsAdapter;
		private final TypeAdapter<List<EnvVariable>> envAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthMethodTerminalAdapter(Gson gson, TypeAdapter<AuthMethodTerminal> reader) {
			super(reader);
			methodIdAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			argsAdapter = component(gson, parameterized(List.class, String.class));
			envAdapter = component(gson, parameterized(List.class, EnvVariable.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AuthMethodTerminal value) throws IOException {
			out.name("methodId");
			methodIdAdapter.write(out, value.methodId());
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

		AuthStatusCapabilitiesAdapter(Gson gson, TypeAdapter<AuthStatusCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AuthStatusCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthStatusRequestAdapter extends RecordAdapter<AuthStatusRequest> {
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthStatusRequestAdapter(Gson gson, TypeAdapter<AuthStatusRequest> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AuthStatusRequest value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AuthStatusResponseAdapter extends RecordAdapter<AuthStatusResponse> {
		private final TypeAdapter<AuthState> stateAdapter;
		private final TypeAdapter<List<AuthAccount>> accountsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AuthStatusResponseAdapter(Gson gson, TypeAdapter<AuthStatusResponse> reader) {
			super(reader);
			stateAdapter = component(gson, AuthState.class);
			accountsAdapter = component(gson, parameterized(List.class, AuthAccount.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AuthStatusResponse value) throws IOException {
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

		AuthStatusUpdateNotificationAdapter(Gson gson, TypeAdapter<AuthStatusUpdateNotification> reader) {
			super(reader);
			stateAdapter = component(gson, AuthState.class);
			accountsAdapter = component(gson, parameterized(List.class, AuthAccount.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AuthStatusUpdateNotification value) throws IOException {
			out.name("state");
			stateAdapter.write(out, value.state());
			out.name("accounts");
			accountsAdapter.write(out, value.accounts());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class AvailableCommandsUpdateAdapter extends RecordAdapter<AvailableCommandsUpdate> {
		private final TypeAdapter<List<AvailableCommand>> availableCommandsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		AvailableCommandsUpdateAdapter(Gson gson, TypeAdapter<AvailableCommandsUpdate> reader) {
			super(reader);
			availableCommandsAdapter = component(gson, parameterized(List.class, AvailableCommand.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, AvailableCommandsUpdate value) throws IOException {
			out.name("availableCommands");
			availableCommandsAdapter.write(out, value.availableCommands());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class BackgroundSubagentAdapter extends RecordAdapter<BackgroundSubagent> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		BackgroundSubagentAdapter(Gson gson, TypeAdapter<BackgroundSubagent> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, BackgroundSubagent value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class BackgroundTerminalAdapter extends RecordAdapter<BackgroundTerminal> {
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		BackgroundTerminalAdapter(Gson gson, TypeAdapter<BackgroundTerminal> reader) {
			super(reader);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, BackgroundTerminal value) throws IOException {
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class BackgroundToolCallAdapter extends RecordAdapter<BackgroundToolCall> {
		private final TypeAdapter<String> toolCallIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		BackgroundToolCallAdapter(Gson gson, TypeAdapter<BackgroundToolCall> reader) {
			super(reader);
			toolCallIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, BackgroundToolCall value) throws IOException {
			out.name("toolCallId");
			toolCallIdAdapter.write(out, value.toolCallId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class BlobResourceContentsAdapter extends RecordAdapter<BlobResourceContents> {
		private final TypeAdapter<String> blobAdapter;
		private final TypeAdapter<String> uriAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		BlobResourceContentsAdapter(Gson gson, TypeAdapter<BlobResourceContents> reader) {
			super(reader);
			blobAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			mimeTypeAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, BlobResourceContents value) throws IOException {
			out.name("blob");
			blobAdapter.write(out, value.blob());
			out.name("uri");
			uriAdapter.write(out, value.uri());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class BooleanPropertySchemaAdapter extends RecordAdapter<BooleanPropertySchema> {
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<Boolean> defaultValueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		BooleanPropertySchemaAdapter(Gson gson, TypeAdapter<BooleanPropertySchema> reader) {
			super(reader);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			defaultValueAdapter = component(gson, Boolean.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, BooleanPropertySchema value) throws IOException {
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

	private static final class CancelRequestNotificationAdapter extends RecordAdapter<CancelRequestNotification> {
		private final TypeAdapter<JsonPrimitive> requestIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CancelRequestNotificationAdapter(Gson gson, TypeAdapter<CancelRequestNotification> reader) {
			super(reader);
			requestIdAdapter = component(gson, JsonPrimitive.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CancelRequestNotification value) throws IOException {
			out.name("requestId");
			requestIdAdapter.write(out, value.requestId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CancelSessionNotificationAdapter extends RecordAdapter<CancelSessionNotification> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CancelSessionNotificationAdapter(Gson gson, TypeAdapter<CancelSessionNotification> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CancelSessionNotification value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CancelTerminalRequestAdapter extends RecordAdapter<CancelTerminalRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CancelTerminalRequestAdapter(Gson gson, TypeAdapter<CancelTerminalRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CancelTerminalRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CancelTerminalResponseAdapter extends RecordAdapter<CancelTerminalResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		CancelTerminalResponseAdapter(Gson gson, TypeAdapter<CancelTerminalResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CancelTerminalResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CancelToolCallRequestAdapter extends RecordAdapter<CancelToolCallRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> toolCallIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CancelToolCallRequestAdapter(Gson gson, TypeAdapter<CancelToolCallRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			toolCallIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CancelToolCallRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("toolCallId");
			toolCallIdAdapter.write(out, value.toolCallId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CancelToolCallResponseAdapter extends RecordAdapter<CancelToolCallResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		CancelToolCallResponseAdapter(Gson gson, TypeAdapter<CancelToolCallResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CancelToolCallResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CancelledPermissionOutcomeAdapter extends RecordAdapter<CancelledPermissionOutcome> {
		private final TypeAdapter<JsonElement> metaAdapter;

		CancelledPermissionOutcomeAdapter(Gson gson, TypeAdapter<CancelledPermissionOutcome> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CancelledPermissionOutcome value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ClientAuthCapabilitiesAdapter extends RecordAdapter<ClientAuthCapabilities> {
		private final TypeAdapter<TerminalAuthCapabilities> terminalAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ClientAuthCapabilitiesAdapter(Gson gson, TypeAdapter<ClientAuthCapabilities> reader) {
			super(reader);
			terminalAdapter = component(gson, TerminalAuthCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ClientAuthCapabilities value) throws IOException {
			out.name("terminal");
			terminalAdapter.write(out, value.terminal());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ClientCapabilitiesAdapter extends RecordAdapter<ClientCapabilities> {
		private final TypeAdapter<ClientAuthCapabilities> authAdapter;
		private final TypeAdapter<ElicitationCapabilities> elicitationAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ClientCapabilitiesAdapter(Gson gson, TypeAdapter<ClientCapabilities> reader) {
			super(reader);
			authAdapter = component(gson, ClientAuthCapabilities.class);
			elicitationAdapter = component(gson, ElicitationCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ClientCapabilities value) throws IOException {
			out.name("auth");
			authAdapter.write(out, value.auth());
			out.name("elicitation");
			elicitationAdapter.write(out, value.elicitation());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CloseSessionRequestAdapter extends RecordAdapter<CloseSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CloseSessionRequestAdapter(Gson gson, TypeAdapter<CloseSessionRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CloseSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CloseSessionResponseAdapter extends RecordAdapter<CloseSessionResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		CloseSessionResponseAdapter(Gson gson, TypeAdapter<CloseSessionResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CloseSessionResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CommandAdapter extends RecordAdapter<Command> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<AvailableCommandInput> inputAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CommandAdapter(Gson gson, TypeAdapter<Command> reader) {
			super(reader);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			inputAdapter = byRuntimeClass(gson, AvailableCommandInput.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Command value) throws IOException {
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

	private static final class CommandPermissionSubjectAdapter extends RecordAdapter<CommandPermissionSubject> {
		private final TypeAdapter<String> commandAdapter;
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<String> toolCallIdAdapter;
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CommandPermissionSubjectAdapter(Gson gson, TypeAdapter<CommandPermissionSubject> reader) {
			super(reader);
			commandAdapter = component(gson, String.class);
			cwdAdapter = component(gson, String.class);
			toolCallIdAdapter = component(gson, String.class);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CommandPermissionSubject value) throws IOException {
			out.name("command");
			commandAdapter.write(out, value.command());
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("toolCallId");
			toolCallIdAdapter.write(out, value.toolCallId());
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class CompactionSummaryChunkAdapter extends RecordAdapter<CompactionSummaryChunk> {
		private final TypeAdapter<String> compactionIdAdapter;
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		CompactionSummaryChunkAdapter(Gson gson, TypeAdapter<CompactionSummaryChunk> reader) {
			super(reader);
			compactionIdAdapter = component(gson, String.class);
			contentAdapter = byRuntimeClass(gson, ContentBlock.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CompactionSummaryChunk value) throws IOException {
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

		CompactionUpdateAdapter(Gson gson, TypeAdapter<CompactionUpdate> reader) {
			super(reader);
			compactionIdAdapter = component(gson, String.class);
			statusAdapter = component(gson, CompactionStatus.class);
			summaryAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			errorAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CompactionUpdate value) throws IOException {
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

		CompleteElicitationNotificationAdapter(Gson gson, TypeAdapter<CompleteElicitationNotification> reader) {
			super(reader);
			elicitationIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CompleteElicitationNotification value) throws IOException {
			out.name("elicitationId");
			elicitationIdAdapter.write(out, value.elicitationId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ConfigOptionUpdateAdapter extends RecordAdapter<ConfigOptionUpdate> {
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ConfigOptionUpdateAdapter(Gson gson, TypeAdapter<ConfigOptionUpdate> reader) {
			super(reader);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ConfigOptionUpdate value) throws IOException {
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ContentAdapter extends RecordAdapter<Content> {
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ContentAdapter(Gson gson, TypeAdapter<Content> reader) {
			super(reader);
			contentAdapter = byRuntimeClass(gson, ContentBlock.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Content value) throws IOException {
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

		CostAdapter(Gson gson, TypeAdapter<Cost> reader) {
			super(reader);
			amountAdapter = component(gson, Double.class);
			currencyAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Cost value) throws IOException {
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

		CreateElicitationRequestAdapter(Gson gson, TypeAdapter<CreateElicitationRequest> reader) {
			super(reader);
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
		public void writeMembers(JsonWriter out, CreateElicitationRequest value) throws IOException {
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

		CreateElicitationResponseAdapter(Gson gson, TypeAdapter<CreateElicitationResponse> reader) {
			super(reader);
			actionAdapter = component(gson, String.class);
			contentAdapter = component(gson, parameterized(Map.class, String.class, JsonElement.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, CreateElicitationResponse value) throws IOException {
			out.name("action");
			actionAdapter.write(out, value.action());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DeleteSessionRequestAdapter extends RecordAdapter<DeleteSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		DeleteSessionRequestAdapter(Gson gson, TypeAdapter<DeleteSessionRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, DeleteSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DeleteSessionResponseAdapter extends RecordAdapter<DeleteSessionResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		DeleteSessionResponseAdapter(Gson gson, TypeAdapter<DeleteSessionResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, DeleteSessionResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DiffAdapter extends RecordAdapter<Diff> {
		private final TypeAdapter<List<DiffChange>> changesAdapter;
		private final TypeAdapter<DiffPatch> patchAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		DiffAdapter(Gson gson, TypeAdapter<Diff> reader) {
			super(reader);
			changesAdapter = component(gson, parameterized(List.class, DiffChange.class));
			patchAdapter = component(gson, DiffPatch.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Diff value) throws IOException {
			out.name("changes");
			changesAdapter.write(out, value.changes());
			out.name("patch");
			patchAdapter.write(out, value.patch());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DiffChangeAdapter extends RecordAdapter<DiffChange> {
		private final TypeAdapter<DiffFileType> fileTypeAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<String> operationAdapter;
		private final TypeAdapter<String> pathAdapter;
		private final TypeAdapter<String> oldPathAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		DiffChangeAdapter(Gson gson, TypeAdapter<DiffChange> reader) {
			super(reader);
			fileTypeAdapter = component(gson, DiffFileType.class);
			mimeTypeAdapter = component(gson, String.class);
			operationAdapter = component(gson, String.class);
			pathAdapter = component(gson, String.class);
			oldPathAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, DiffChange value) throws IOException {
			out.name("fileType");
			fileTypeAdapter.write(out, value.fileType());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("operation");
			operationAdapter.write(out, value.operation());
			out.name("path");
			pathAdapter.write(out, value.path());
			out.name("oldPath");
			oldPathAdapter.write(out, value.oldPath());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DiffPatchAdapter extends RecordAdapter<DiffPatch> {
		private final TypeAdapter<DiffPatchFormat> formatAdapter;
		private final TypeAdapter<String> textAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		DiffPatchAdapter(Gson gson, TypeAdapter<DiffPatch> reader) {
			super(reader);
			formatAdapter = component(gson, DiffPatchFormat.class);
			textAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, DiffPatch value) throws IOException {
			out.name("format");
			formatAdapter.write(out, value.format());
			out.name("text");
			textAdapter.write(out, value.text());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DisableProviderRequestAdapter extends RecordAdapter<DisableProviderRequest> {
		private final TypeAdapter<String> providerIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		DisableProviderRequestAdapter(Gson gson, TypeAdapter<DisableProviderRequest> reader) {
			super(reader);
			providerIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, DisableProviderRequest value) throws IOException {
			out.name("providerId");
			providerIdAdapter.write(out, value.providerId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class DisableProviderResponseAdapter extends RecordAdapter<DisableProviderResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		DisableProviderResponseAdapter(Gson gson, TypeAdapter<DisableProviderResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, DisableProviderResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ElicitationCapabilitiesAdapter extends RecordAdapter<ElicitationCapabilities> {
		private final TypeAdapter<ElicitationFormCapabilities> formAdapter;
		private final TypeAdapter<ElicitationUrlCapabilities> urlAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ElicitationCapabilitiesAdapter(Gson gson, TypeAdapter<ElicitationCapabilities> reader) {
			super(reader);
			formAdapter = component(gson, ElicitationFormCapabilities.class);
			urlAdapter = component(gson, ElicitationUrlCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ElicitationCapabilities value) throws IOException {
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

		ElicitationFormCapabilitiesAdapter(Gson gson, TypeAdapter<ElicitationFormCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ElicitationFormCapabilities value) throws IOException {
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

		ElicitationSchemaAdapter(Gson gson, TypeAdapter<ElicitationSchema> reader) {
			super(reader);
			typeAdapter = component(gson, ElicitationSchemaType.class);
			titleAdapter = component(gson, String.class);
			propertiesAdapter = component(gson, parameterized(Map.class, String.class, ElicitationPropertySchema.class));
			requiredAdapter = component(gson, parameterized(List.class, String.class));
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ElicitationSchema value) throws IOException {
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

		ElicitationUrlCapabilitiesAdapter(Gson gson, TypeAdapter<ElicitationUrlCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ElicitationUrlCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class EmbeddedResourceAdapter extends RecordAdapter<EmbeddedResource> {
		private final TypeAdapter<EmbeddedResourceResource> resourceAdapter;
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		EmbeddedResourceAdapter(Gson gson, TypeAdapter<EmbeddedResource> reader) {
			super(reader);
			resourceAdapter = byRuntimeClass(gson, EmbeddedResourceResource.class);
			annotationsAdapter = component(gson, Annotations.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, EmbeddedResource value) throws IOException {
			out.name("resource");
			resourceAdapter.write(out, value.resource());
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class EnumOptionAdapter extends RecordAdapter<EnumOption> {
		private final TypeAdapter<String> valueAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		EnumOptionAdapter(Gson gson, TypeAdapter<EnumOption> reader) {
			super(reader);
			valueAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, EnumOption value) throws IOException {
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

		EnvVariableAdapter(Gson gson, TypeAdapter<EnvVariable> reader) {
			super(reader);
			nameAdapter = component(gson, String.class);
			valueAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, EnvVariable value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("value");
			valueAdapter.write(out, value.value());
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

		ForkSessionRequestAdapter(Gson gson, TypeAdapter<ForkSessionRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			mcpServersAdapter = component(gson, parameterized(List.class, McpServer.class));
			systemPromptAdapter = component(gson, SystemPrompt.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ForkSessionRequest value) throws IOException {
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
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<List<AvailableCommand>> availableCommandsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ForkSessionResponseAdapter(Gson gson, TypeAdapter<ForkSessionResponse> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			availableCommandsAdapter = component(gson, parameterized(List.class, AvailableCommand.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ForkSessionResponse value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("availableCommands");
			availableCommandsAdapter.write(out, value.availableCommands());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class HttpHeaderAdapter extends RecordAdapter<HttpHeader> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> valueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		HttpHeaderAdapter(Gson gson, TypeAdapter<HttpHeader> reader) {
			super(reader);
			nameAdapter = component(gson, String.class);
			valueAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, HttpHeader value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("value");
			valueAdapter.write(out, value.value());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class IconAdapter extends RecordAdapter<Icon> {
		private final TypeAdapter<String> srcAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<List<String>> sizesAdapter;
		private final TypeAdapter<IconTheme> themeAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		IconAdapter(Gson gson, TypeAdapter<Icon> reader) {
			super(reader);
			srcAdapter = component(gson, String.class);
			mimeTypeAdapter = component(gson, String.class);
			sizesAdapter = component(gson, parameterized(List.class, String.class));
			themeAdapter = component(gson, IconTheme.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Icon value) throws IOException {
			out.name("src");
			srcAdapter.write(out, value.src());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("sizes");
			sizesAdapter.write(out, value.sizes());
			out.name("theme");
			themeAdapter.write(out, value.theme());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class IdleStateUpdateAdapter extends RecordAdapter<IdleStateUpdate> {
		private final TypeAdapter<Usage> usageAdapter;
		private final TypeAdapter<List<BackgroundWork>> backgroundAdapter;
		private final TypeAdapter<String> stopReasonAdapter;
		private final TypeAdapter<ResponseError> errorAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		IdleStateUpdateAdapter(Gson gson, TypeAdapter<IdleStateUpdate> reader) {
			super(reader);
			usageAdapter = component(gson, Usage.class);
			backgroundAdapter = component(gson, parameterized(List.class, BackgroundWork.class));
			stopReasonAdapter = component(gson, String.class);
			errorAdapter = byRuntimeClass(gson, ResponseError.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, IdleStateUpdate value) throws IOException {
			out.name("usage");
			usageAdapter.write(out, value.usage());
			out.name("background");
			backgroundAdapter.write(out, value.background());
			out.name("stopReason");
			stopReasonAdapter.write(out, value.stopReason());
			out.name("error");
			errorAdapter.write(out, value.error());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ImageContentAdapter extends RecordAdapter<ImageContent> {
		private final TypeAdapter<String> dataAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<String> uriAdapter;
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ImageContentAdapter(Gson gson, TypeAdapter<ImageContent> reader) {
			super(reader);
			dataAdapter = component(gson, String.class);
			mimeTypeAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			annotationsAdapter = component(gson, Annotations.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ImageContent value) throws IOException {
			out.name("data");
			dataAdapter.write(out, value.data());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("uri");
			uriAdapter.write(out, value.uri());
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ImplementationAdapter extends RecordAdapter<Implementation> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> versionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ImplementationAdapter(Gson gson, TypeAdapter<Implementation> reader) {
			super(reader);
			nameAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			versionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Implementation value) throws IOException {
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
		private final TypeAdapter<Implementation> infoAdapter;
		private final TypeAdapter<ClientCapabilities> capabilitiesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		InitializeRequestAdapter(Gson gson, TypeAdapter<InitializeRequest> reader) {
			super(reader);
			protocolVersionAdapter = annotated(gson, new ProtocolVersionAdapter(), Integer.class);
			infoAdapter = component(gson, Implementation.class);
			capabilitiesAdapter = component(gson, ClientCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, InitializeRequest value) throws IOException {
			out.name("protocolVersion");
			protocolVersionAdapter.write(out, value.protocolVersion());
			out.name("info");
			infoAdapter.write(out, value.info());
			out.name("capabilities");
			capabilitiesAdapter.write(out, value.capabilities());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class InitializeResponseAdapter extends RecordAdapter<InitializeResponse> {
		private final TypeAdapter<Integer> protocolVersionAdapter;
		private final TypeAdapter<Implementation> infoAdapter;
		private final TypeAdapter<AgentCapabilities> capabilitiesAdapter;
		private final TypeAdapter<List<AuthMethod>> authMethodsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		InitializeResponseAdapter(Gson gson, TypeAdapter<InitializeResponse> reader) {
			super(reader);
			protocolVersionAdapter = annotated(gson, new ProtocolVersionAdapter(), Integer.class);
			infoAdapter = component(gson, Implementation.class);
			capabilitiesAdapter = component(gson, AgentCapabilities.class);
			authMethodsAdapter = component(gson, parameterized(List.class, AuthMethod.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, InitializeResponse value) throws IOException {
			out.name("protocolVersion");
			protocolVersionAdapter.write(out, value.protocolVersion());
			out.name("info");
			infoAdapter.write(out, value.info());
			out.name("capabilities");
			capabilitiesAdapter.write(out, value.capabilities());
			out.name("authMethods");
			authMethodsAdapter.write(out, value.authMethods());
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

		IntegerPropertySchemaAdapter(Gson gson, TypeAdapter<IntegerPropertySchema> reader) {
			super(reader);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			minimumAdapter = component(gson, Long.class);
			maximumAdapter = component(gson, Long.class);
			defaultValueAdapter = component(gson, Long.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, IntegerPropertySchema value) throws IOException {
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

	private static final class ListProvidersRequestAdapter extends RecordAdapter<ListProvidersRequest> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ListProvidersRequestAdapter(Gson gson, TypeAdapter<ListProvidersRequest> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ListProvidersRequest value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ListProvidersResponseAdapter extends RecordAdapter<ListProvidersResponse> {
		private final TypeAdapter<List<ProviderInfo>> providersAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ListProvidersResponseAdapter(Gson gson, TypeAdapter<ListProvidersResponse> reader) {
			super(reader);
			providersAdapter = component(gson, parameterized(List.class, ProviderInfo.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ListProvidersResponse value) throws IOException {
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

		ListSessionsRequestAdapter(Gson gson, TypeAdapter<ListSessionsRequest> reader) {
			super(reader);
			cwdAdapter = component(gson, String.class);
			cursorAdapter = component(gson, String.class);
			archivedAdapter = component(gson, SessionArchiveFilter.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ListSessionsRequest value) throws IOException {
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

		ListSessionsResponseAdapter(Gson gson, TypeAdapter<ListSessionsResponse> reader) {
			super(reader);
			sessionsAdapter = component(gson, parameterized(List.class, SessionInfo.class));
			nextCursorAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ListSessionsResponse value) throws IOException {
			out.name("sessions");
			sessionsAdapter.write(out, value.sessions());
			out.name("nextCursor");
			nextCursorAdapter.write(out, value.nextCursor());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class LoginAuthRequestAdapter extends RecordAdapter<LoginAuthRequest> {
		private final TypeAdapter<String> methodIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		LoginAuthRequestAdapter(Gson gson, TypeAdapter<LoginAuthRequest> reader) {
			super(reader);
			methodIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, LoginAuthRequest value) throws IOException {
			out.name("methodId");
			methodIdAdapter.write(out, value.methodId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class LoginAuthResponseAdapter extends RecordAdapter<LoginAuthResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		LoginAuthResponseAdapter(Gson gson, TypeAdapter<LoginAuthResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, LoginAuthResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class LogoutAuthRequestAdapter extends RecordAdapter<LogoutAuthRequest> {
		private final TypeAdapter<JsonElement> metaAdapter;

		LogoutAuthRequestAdapter(Gson gson, TypeAdapter<LogoutAuthRequest> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, LogoutAuthRequest value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class LogoutAuthResponseAdapter extends RecordAdapter<LogoutAuthResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		LogoutAuthResponseAdapter(Gson gson, TypeAdapter<LogoutAuthResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, LogoutAuthResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class McpAcpCapabilitiesAdapter extends RecordAdapter<McpAcpCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		McpAcpCapabilitiesAdapter(Gson gson, TypeAdapter<McpAcpCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, McpAcpCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class McpCapabilitiesAdapter extends RecordAdapter<McpCapabilities> {
		private final TypeAdapter<McpStdioCapabilities> stdioAdapter;
		private final TypeAdapter<McpHttpCapabilities> httpAdapter;
		private final TypeAdapter<McpAcpCapabilities> acpAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		McpCapabilitiesAdapter(Gson gson, TypeAdapter<McpCapabilities> reader) {
			super(reader);
			stdioAdapter = component(gson, McpStdioCapabilities.class);
			httpAdapter = component(gson, McpHttpCapabilities.class);
			acpAdapter = component(gson, McpAcpCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, McpCapabilities value) throws IOException {
			out.name("stdio");
			stdioAdapter.write(out, value.stdio());
			out.name("http");
			httpAdapter.write(out, value.http());
			out.name("acp");
			acpAdapter.write(out, value.acp());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class McpHttpCapabilitiesAdapter extends RecordAdapter<McpHttpCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		McpHttpCapabilitiesAdapter(Gson gson, TypeAdapter<McpHttpCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, McpHttpCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class McpServerAcpAdapter extends RecordAdapter<McpServerAcp> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> serverIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		McpServerAcpAdapter(Gson gson, TypeAdapter<McpServerAcp> reader) {
			super(reader);
			nameAdapter = component(gson, String.class);
			serverIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, McpServerAcp value) throws IOException {
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

		McpServerHttpAdapter(Gson gson, TypeAdapter<McpServerHttp> reader) {
			super(reader);
			nameAdapter = component(gson, String.class);
			urlAdapter = component(gson, String.class);
			headersAdapter = component(gson, parameterized(List.class, HttpHeader.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, McpServerHttp value) throws IOException {
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

		McpServerStdioAdapter(Gson gson, TypeAdapter<McpServerStdio> reader) {
			super(reader);
			nameAdapter = component(gson, String.class);
			commandAdapter = component(gson, String.class);
			argsAdapter = component(gson, parameterized(List.class, String.class));
			envAdapter = component(gson, parameterized(List.class, EnvVariable.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, McpServerStdio value) throws IOException {
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

	private static final class McpStdioCapabilitiesAdapter extends RecordAdapter<McpStdioCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		McpStdioCapabilitiesAdapter(Gson gson, TypeAdapter<McpStdioCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, McpStdioCapabilities value) throws IOException {
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

		MultiSelectPropertySchemaAdapter(Gson gson, TypeAdapter<MultiSelectPropertySchema> reader) {
			super(reader);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			minItemsAdapter = component(gson, Long.class);
			maxItemsAdapter = component(gson, Long.class);
			itemsAdapter = byRuntimeClass(gson, MultiSelectItems.class);
			defaultValueAdapter = component(gson, parameterized(List.class, String.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, MultiSelectPropertySchema value) throws IOException {
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

		NewSessionRequestAdapter(Gson gson, TypeAdapter<NewSessionRequest> reader) {
			super(reader);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			mcpServersAdapter = component(gson, parameterized(List.class, McpServer.class));
			systemPromptAdapter = component(gson, SystemPrompt.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, NewSessionRequest value) throws IOException {
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
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<List<AvailableCommand>> availableCommandsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		NewSessionResponseAdapter(Gson gson, TypeAdapter<NewSessionResponse> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			availableCommandsAdapter = component(gson, parameterized(List.class, AvailableCommand.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, NewSessionResponse value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("availableCommands");
			availableCommandsAdapter.write(out, value.availableCommands());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class NoticeAdapter extends RecordAdapter<Notice> {
		private final TypeAdapter<NoticeSeverity> severityAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		NoticeAdapter(Gson gson, TypeAdapter<Notice> reader) {
			super(reader);
			severityAdapter = component(gson, NoticeSeverity.class);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Notice value) throws IOException {
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

	private static final class NumberPropertySchemaAdapter extends RecordAdapter<NumberPropertySchema> {
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<Double> minimumAdapter;
		private final TypeAdapter<Double> maximumAdapter;
		private final TypeAdapter<Double> defaultValueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		NumberPropertySchemaAdapter(Gson gson, TypeAdapter<NumberPropertySchema> reader) {
			super(reader);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			minimumAdapter = component(gson, Double.class);
			maximumAdapter = component(gson, Double.class);
			defaultValueAdapter = component(gson, Double.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, NumberPropertySchema value) throws IOException {
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

		PermissionOptionAdapter(Gson gson, TypeAdapter<PermissionOption> reader) {
			super(reader);
			optionIdAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			kindAdapter = component(gson, PermissionOptionKind.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PermissionOption value) throws IOException {
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

	private static final class PlanEntryAdapter extends RecordAdapter<PlanEntry> {
		private final TypeAdapter<String> contentAdapter;
		private final TypeAdapter<PlanEntryPriority> priorityAdapter;
		private final TypeAdapter<PlanEntryStatus> statusAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanEntryAdapter(Gson gson, TypeAdapter<PlanEntry> reader) {
			super(reader);
			contentAdapter = component(gson, String.class);
			priorityAdapter = component(gson, PlanEntryPriority.class);
			statusAdapter = component(gson, PlanEntryStatus.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PlanEntry value) throws IOException {
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

		PlanFileAdapter(Gson gson, TypeAdapter<PlanFile> reader) {
			super(reader);
			planIdAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PlanFile value) throws IOException {
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

		PlanItemsAdapter(Gson gson, TypeAdapter<PlanItems> reader) {
			super(reader);
			planIdAdapter = component(gson, String.class);
			entriesAdapter = component(gson, parameterized(List.class, PlanEntry.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PlanItems value) throws IOException {
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

		PlanMarkdownAdapter(Gson gson, TypeAdapter<PlanMarkdown> reader) {
			super(reader);
			planIdAdapter = component(gson, String.class);
			contentAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PlanMarkdown value) throws IOException {
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

		PlanRemovedAdapter(Gson gson, TypeAdapter<PlanRemoved> reader) {
			super(reader);
			planIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PlanRemoved value) throws IOException {
			out.name("planId");
			planIdAdapter.write(out, value.planId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PlanUpdateAdapter extends RecordAdapter<PlanUpdate> {
		private final TypeAdapter<PlanUpdateContent> planAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PlanUpdateAdapter(Gson gson, TypeAdapter<PlanUpdate> reader) {
			super(reader);
			planAdapter = byRuntimeClass(gson, PlanUpdateContent.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PlanUpdate value) throws IOException {
			out.name("plan");
			planAdapter.write(out, value.plan());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PromptAudioCapabilitiesAdapter extends RecordAdapter<PromptAudioCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		PromptAudioCapabilitiesAdapter(Gson gson, TypeAdapter<PromptAudioCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PromptAudioCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PromptCapabilitiesAdapter extends RecordAdapter<PromptCapabilities> {
		private final TypeAdapter<PromptImageCapabilities> imageAdapter;
		private final TypeAdapter<PromptAudioCapabilities> audioAdapter;
		private final TypeAdapter<PromptEmbeddedContextCapabilities> embeddedContextAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PromptCapabilitiesAdapter(Gson gson, TypeAdapter<PromptCapabilities> reader) {
			super(reader);
			imageAdapter = component(gson, PromptImageCapabilities.class);
			audioAdapter = component(gson, PromptAudioCapabilities.class);
			embeddedContextAdapter = component(gson, PromptEmbeddedContextCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PromptCapabilities value) throws IOException {
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

	private static final class PromptEmbeddedContextCapabilitiesAdapter extends RecordAdapter<PromptEmbeddedContextCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		PromptEmbeddedContextCapabilitiesAdapter(Gson gson, TypeAdapter<PromptEmbeddedContextCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PromptEmbeddedContextCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PromptImageCapabilitiesAdapter extends RecordAdapter<PromptImageCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		PromptImageCapabilitiesAdapter(Gson gson, TypeAdapter<PromptImageCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PromptImageCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PromptRequestAdapter extends RecordAdapter<PromptRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<List<ContentBlock>> promptAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PromptRequestAdapter(Gson gson, TypeAdapter<PromptRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			promptAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PromptRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("prompt");
			promptAdapter.write(out, value.prompt());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class PromptResponseAdapter extends RecordAdapter<PromptResponse> {
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		PromptResponseAdapter(Gson gson, TypeAdapter<PromptResponse> reader) {
			super(reader);
			messageIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, PromptResponse value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ProviderCurrentConfigAdapter extends RecordAdapter<ProviderCurrentConfig> {
		private final TypeAdapter<LlmProtocol> apiTypeAdapter;
		private final TypeAdapter<String> baseUrlAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ProviderCurrentConfigAdapter(Gson gson, TypeAdapter<ProviderCurrentConfig> reader) {
			super(reader);
			apiTypeAdapter = component(gson, LlmProtocol.class);
			baseUrlAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ProviderCurrentConfig value) throws IOException {
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

		ProviderInfoAdapter(Gson gson, TypeAdapter<ProviderInfo> reader) {
			super(reader);
			providerIdAdapter = component(gson, String.class);
			supportedAdapter = component(gson, parameterized(List.class, LlmProtocol.class));
			requiredAdapter = component(gson, Boolean.class);
			currentAdapter = component(gson, ProviderCurrentConfig.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ProviderInfo value) throws IOException {
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

		ProvidersCapabilitiesAdapter(Gson gson, TypeAdapter<ProvidersCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ProvidersCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ReplayFromStartAdapter extends RecordAdapter<ReplayFromStart> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ReplayFromStartAdapter(Gson gson, TypeAdapter<ReplayFromStart> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ReplayFromStart value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class RequestPermissionRequestAdapter extends RecordAdapter<RequestPermissionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<RequestPermissionSubject> subjectAdapter;
		private final TypeAdapter<List<PermissionOption>> optionsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		RequestPermissionRequestAdapter(Gson gson, TypeAdapter<RequestPermissionRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			subjectAdapter = byRuntimeClass(gson, RequestPermissionSubject.class);
			optionsAdapter = component(gson, parameterized(List.class, PermissionOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, RequestPermissionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("subject");
			subjectAdapter.write(out, value.subject());
			out.name("options");
			optionsAdapter.write(out, value.options());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class RequestPermissionResponseAdapter extends RecordAdapter<RequestPermissionResponse> {
		private final TypeAdapter<RequestPermissionOutcome> outcomeAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		RequestPermissionResponseAdapter(Gson gson, TypeAdapter<RequestPermissionResponse> reader) {
			super(reader);
			outcomeAdapter = byRuntimeClass(gson, RequestPermissionOutcome.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, RequestPermissionResponse value) throws IOException {
			out.name("outcome");
			outcomeAdapter.write(out, value.outcome());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class RequiresActionStateUpdateAdapter extends RecordAdapter<RequiresActionStateUpdate> {
		private final TypeAdapter<List<BackgroundWork>> backgroundAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		RequiresActionStateUpdateAdapter(Gson gson, TypeAdapter<RequiresActionStateUpdate> reader) {
			super(reader);
			backgroundAdapter = component(gson, parameterized(List.class, BackgroundWork.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, RequiresActionStateUpdate value) throws IOException {
			out.name("background");
			backgroundAdapter.write(out, value.background());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ResourceLinkAdapter extends RecordAdapter<ResourceLink> {
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> uriAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<List<Icon>> iconsAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<Long> sizeAdapter;
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ResourceLinkAdapter(Gson gson, TypeAdapter<ResourceLink> reader) {
			super(reader);
			nameAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			iconsAdapter = component(gson, parameterized(List.class, Icon.class));
			mimeTypeAdapter = component(gson, String.class);
			sizeAdapter = component(gson, Long.class);
			annotationsAdapter = component(gson, Annotations.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ResourceLink value) throws IOException {
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("uri");
			uriAdapter.write(out, value.uri());
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("icons");
			iconsAdapter.write(out, value.icons());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("size");
			sizeAdapter.write(out, value.size());
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ResumeSessionRequestAdapter extends RecordAdapter<ResumeSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<List<String>> additionalDirectoriesAdapter;
		private final TypeAdapter<List<McpServer>> mcpServersAdapter;
		private final TypeAdapter<ReplayFrom> replayFromAdapter;
		private final TypeAdapter<SystemPrompt> systemPromptAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ResumeSessionRequestAdapter(Gson gson, TypeAdapter<ResumeSessionRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			mcpServersAdapter = component(gson, parameterized(List.class, McpServer.class));
			replayFromAdapter = byRuntimeClass(gson, ReplayFrom.class);
			systemPromptAdapter = component(gson, SystemPrompt.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ResumeSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("additionalDirectories");
			additionalDirectoriesAdapter.write(out, value.additionalDirectories());
			out.name("mcpServers");
			mcpServersAdapter.write(out, value.mcpServers());
			out.name("replayFrom");
			replayFromAdapter.write(out, value.replayFrom());
			out.name("systemPrompt");
			systemPromptAdapter.write(out, value.systemPrompt());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ResumeSessionResponseAdapter extends RecordAdapter<ResumeSessionResponse> {
		private final TypeAdapter<List<SessionConfigOption>> configOptionsAdapter;
		private final TypeAdapter<List<AvailableCommand>> availableCommandsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ResumeSessionResponseAdapter(Gson gson, TypeAdapter<ResumeSessionResponse> reader) {
			super(reader);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			availableCommandsAdapter = component(gson, parameterized(List.class, AvailableCommand.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ResumeSessionResponse value) throws IOException {
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("availableCommands");
			availableCommandsAdapter.write(out, value.availableCommands());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class RunningStateUpdateAdapter extends RecordAdapter<RunningStateUpdate> {
		private final TypeAdapter<List<BackgroundWork>> backgroundAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		RunningStateUpdateAdapter(Gson gson, TypeAdapter<RunningStateUpdate> reader) {
			super(reader);
			backgroundAdapter = component(gson, parameterized(List.class, BackgroundWork.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, RunningStateUpdate value) throws IOException {
			out.name("background");
			backgroundAdapter.write(out, value.background());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SelectedPermissionOutcomeAdapter extends RecordAdapter<SelectedPermissionOutcome> {
		private final TypeAdapter<String> optionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SelectedPermissionOutcomeAdapter(Gson gson, TypeAdapter<SelectedPermissionOutcome> reader) {
			super(reader);
			optionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SelectedPermissionOutcome value) throws IOException {
			out.name("optionId");
			optionIdAdapter.write(out, value.optionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionAdditionalDirectoriesCapabilitiesAdapter extends RecordAdapter<SessionAdditionalDirectoriesCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionAdditionalDirectoriesCapabilitiesAdapter(Gson gson, TypeAdapter<SessionAdditionalDirectoriesCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionAdditionalDirectoriesCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionArchiveCapabilitiesAdapter extends RecordAdapter<SessionArchiveCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionArchiveCapabilitiesAdapter(Gson gson, TypeAdapter<SessionArchiveCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionArchiveCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionCancelCapabilitiesAdapter extends RecordAdapter<SessionCancelCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionCancelCapabilitiesAdapter(Gson gson, TypeAdapter<SessionCancelCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionCancelCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionCapabilitiesAdapter extends RecordAdapter<SessionCapabilities> {
		private final TypeAdapter<PromptCapabilities> promptAdapter;
		private final TypeAdapter<McpCapabilities> mcpAdapter;
		private final TypeAdapter<SessionDeleteCapabilities> deleteAdapter;
		private final TypeAdapter<SessionAdditionalDirectoriesCapabilities> additionalDirectoriesAdapter;
		private final TypeAdapter<SessionSystemPromptCapabilities> systemPromptAdapter;
		private final TypeAdapter<SessionForkCapabilities> forkAdapter;
		private final TypeAdapter<SessionArchiveCapabilities> archiveAdapter;
		private final TypeAdapter<SessionStatusCapabilities> statusAdapter;
		private final TypeAdapter<SessionTitleCapabilities> titleAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionCapabilitiesAdapter(Gson gson, TypeAdapter<SessionCapabilities> reader) {
			super(reader);
			promptAdapter = component(gson, PromptCapabilities.class);
			mcpAdapter = component(gson, McpCapabilities.class);
			deleteAdapter = component(gson, SessionDeleteCapabilities.class);
			additionalDirectoriesAdapter = component(gson, SessionAdditionalDirectoriesCapabilities.class);
			systemPromptAdapter = component(gson, SessionSystemPromptCapabilities.class);
			forkAdapter = component(gson, SessionForkCapabilities.class);
			archiveAdapter = component(gson, SessionArchiveCapabilities.class);
			statusAdapter = component(gson, SessionStatusCapabilities.class);
			titleAdapter = component(gson, SessionTitleCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionCapabilities value) throws IOException {
			out.name("prompt");
			promptAdapter.write(out, value.prompt());
			out.name("mcp");
			mcpAdapter.write(out, value.mcp());
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
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionConfigOptionAdapter extends RecordAdapter<SessionConfigOption> {
		private final TypeAdapter<String> configIdAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> descriptionAdapter;
		private final TypeAdapter<SessionConfigOptionCategory> categoryAdapter;
		private final TypeAdapter<String> typeAdapter;
		private final TypeAdapter<JsonPrimitive> currentValueAdapter;
		private final TypeAdapter<SessionConfigSelectOptions> optionsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionConfigOptionAdapter(Gson gson, TypeAdapter<SessionConfigOption> reader) {
			super(reader);
			configIdAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			categoryAdapter = component(gson, SessionConfigOptionCategory.class);
			typeAdapter = component(gson, String.class);
			currentValueAdapter = component(gson, JsonPrimitive.class);
			optionsAdapter = byRuntimeClass(gson, SessionConfigSelectOptions.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionConfigOption value) throws IOException {
			out.name("configId");
			configIdAdapter.write(out, value.configId());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("description");
			descriptionAdapter.write(out, value.description());
			out.name("category");
			categoryAdapter.write(out, value.category());
			out.name("type");
			typeAdapter.write(out, value.type());
			out.name("currentValue");
			currentValueAdapter.write(out, value.currentValue());
			out.name("options");
			optionsAdapter.write(out, value.options());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionConfigSelectGroupAdapter extends RecordAdapter<SessionConfigSelectGroup> {
		private final TypeAdapter<String> groupIdAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<List<SessionConfigSelectOption>> optionsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionConfigSelectGroupAdapter(Gson gson, TypeAdapter<SessionConfigSelectGroup> reader) {
			super(reader);
			groupIdAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			optionsAdapter = component(gson, parameterized(List.class, SessionConfigSelectOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionConfigSelectGroup value) throws IOException {
			out.name("groupId");
			groupIdAdapter.write(out, value.groupId());
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

		SessionConfigSelectOptionAdapter(Gson gson, TypeAdapter<SessionConfigSelectOption> reader) {
			super(reader);
			valueAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionConfigSelectOption value) throws IOException {
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

		SessionDeleteCapabilitiesAdapter(Gson gson, TypeAdapter<SessionDeleteCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionDeleteCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionForkCapabilitiesAdapter extends RecordAdapter<SessionForkCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionForkCapabilitiesAdapter(Gson gson, TypeAdapter<SessionForkCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionForkCapabilities value) throws IOException {
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

		SessionInfoAdapter(Gson gson, TypeAdapter<SessionInfo> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			titleAdapter = component(gson, String.class);
			updatedAtAdapter = component(gson, String.class);
			archivedAdapter = component(gson, Boolean.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionInfo value) throws IOException {
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

		SessionInfoUpdateAdapter(Gson gson, TypeAdapter<SessionInfoUpdate> reader) {
			super(reader);
			titleAdapter = component(gson, String.class);
			updatedAtAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionInfoUpdate value) throws IOException {
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("updatedAt");
			updatedAtAdapter.write(out, value.updatedAt());
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

		SessionMessageAdapter(Gson gson, TypeAdapter<SessionMessage> reader) {
			super(reader);
			messageIdAdapter = component(gson, String.class);
			senderSessionIdAdapter = component(gson, String.class);
			recipientSessionIdAdapter = component(gson, String.class);
			senderMessageIdAdapter = component(gson, String.class);
			recipientMessageIdAdapter = component(gson, String.class);
			contentAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionMessage value) throws IOException {
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

		SessionMessageChunkAdapter(Gson gson, TypeAdapter<SessionMessageChunk> reader) {
			super(reader);
			messageIdAdapter = component(gson, String.class);
			contentAdapter = byRuntimeClass(gson, ContentBlock.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionMessageChunk value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionStatusCapabilitiesAdapter extends RecordAdapter<SessionStatusCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionStatusCapabilitiesAdapter(Gson gson, TypeAdapter<SessionStatusCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionStatusCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionStatusRequestAdapter extends RecordAdapter<SessionStatusRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionStatusRequestAdapter(Gson gson, TypeAdapter<SessionStatusRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionStatusRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionStatusResponseAdapter extends RecordAdapter<SessionStatusResponse> {
		private final TypeAdapter<SessionStatus> statusAdapter;
		private final TypeAdapter<StateUpdate> stateAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionStatusResponseAdapter(Gson gson, TypeAdapter<SessionStatusResponse> reader) {
			super(reader);
			statusAdapter = component(gson, SessionStatus.class);
			stateAdapter = byRuntimeClass(gson, StateUpdate.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionStatusResponse value) throws IOException {
			out.name("status");
			statusAdapter.write(out, value.status());
			out.name("state");
			stateAdapter.write(out, value.state());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionSystemPromptCapabilitiesAdapter extends RecordAdapter<SessionSystemPromptCapabilities> {
		private final TypeAdapter<SessionSystemPromptModeCapabilities> modeAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionSystemPromptCapabilitiesAdapter(Gson gson, TypeAdapter<SessionSystemPromptCapabilities> reader) {
			super(reader);
			modeAdapter = component(gson, SessionSystemPromptModeCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionSystemPromptCapabilities value) throws IOException {
			out.name("mode");
			modeAdapter.write(out, value.mode());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionSystemPromptModeCapabilitiesAdapter extends RecordAdapter<SessionSystemPromptModeCapabilities> {
		private final TypeAdapter<SessionSystemPromptOverrideCapabilities> overrideAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionSystemPromptModeCapabilitiesAdapter(Gson gson, TypeAdapter<SessionSystemPromptModeCapabilities> reader) {
			super(reader);
			overrideAdapter = component(gson, SessionSystemPromptOverrideCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionSystemPromptModeCapabilities value) throws IOException {
			out.name("override");
			overrideAdapter.write(out, value.override());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionSystemPromptOverrideCapabilitiesAdapter extends RecordAdapter<SessionSystemPromptOverrideCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionSystemPromptOverrideCapabilitiesAdapter(Gson gson, TypeAdapter<SessionSystemPromptOverrideCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionSystemPromptOverrideCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SessionTitleCapabilitiesAdapter extends RecordAdapter<SessionTitleCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		SessionTitleCapabilitiesAdapter(Gson gson, TypeAdapter<SessionTitleCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SessionTitleCapabilities value) throws IOException {
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

		SetProviderRequestAdapter(Gson gson, TypeAdapter<SetProviderRequest> reader) {
			super(reader);
			providerIdAdapter = component(gson, String.class);
			apiTypeAdapter = component(gson, LlmProtocol.class);
			baseUrlAdapter = component(gson, String.class);
			headersAdapter = component(gson, parameterized(Map.class, String.class, String.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SetProviderRequest value) throws IOException {
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

		SetProviderResponseAdapter(Gson gson, TypeAdapter<SetProviderResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SetProviderResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionConfigOptionRequestAdapter extends RecordAdapter<SetSessionConfigOptionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> configIdAdapter;
		private final TypeAdapter<String> typeAdapter;
		private final TypeAdapter<JsonElement> valueAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionConfigOptionRequestAdapter(Gson gson, TypeAdapter<SetSessionConfigOptionRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			configIdAdapter = component(gson, String.class);
			typeAdapter = component(gson, String.class);
			valueAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SetSessionConfigOptionRequest value) throws IOException {
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

		SetSessionConfigOptionResponseAdapter(Gson gson, TypeAdapter<SetSessionConfigOptionResponse> reader) {
			super(reader);
			configOptionsAdapter = component(gson, parameterized(List.class, SessionConfigOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SetSessionConfigOptionResponse value) throws IOException {
			out.name("configOptions");
			configOptionsAdapter.write(out, value.configOptions());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class SetSessionTitleRequestAdapter extends RecordAdapter<SetSessionTitleRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SetSessionTitleRequestAdapter(Gson gson, TypeAdapter<SetSessionTitleRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SetSessionTitleRequest value) throws IOException {
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

		SetSessionTitleResponseAdapter(Gson gson, TypeAdapter<SetSessionTitleResponse> reader) {
			super(reader);
			titleAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SetSessionTitleResponse value) throws IOException {
			out.name("title");
			titleAdapter.write(out, value.title());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class StringMultiSelectItemsAdapter extends RecordAdapter<StringMultiSelectItems> {
		private final TypeAdapter<List<String>> enumValuesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		StringMultiSelectItemsAdapter(Gson gson, TypeAdapter<StringMultiSelectItems> reader) {
			super(reader);
			enumValuesAdapter = component(gson, parameterized(List.class, String.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, StringMultiSelectItems value) throws IOException {
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

		StringPropertySchemaAdapter(Gson gson, TypeAdapter<StringPropertySchema> reader) {
			super(reader);
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
		public void writeMembers(JsonWriter out, StringPropertySchema value) throws IOException {
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

	private static final class SubagentSessionCapabilitiesAdapter extends RecordAdapter<SubagentSessionCapabilities> {
		private final TypeAdapter<SessionCancelCapabilities> cancelAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		SubagentSessionCapabilitiesAdapter(Gson gson, TypeAdapter<SubagentSessionCapabilities> reader) {
			super(reader);
			cancelAdapter = component(gson, SessionCancelCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SubagentSessionCapabilities value) throws IOException {
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

		SubagentUpdateAdapter(Gson gson, TypeAdapter<SubagentUpdate> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			descriptionAdapter = component(gson, String.class);
			capabilitiesAdapter = component(gson, SubagentSessionCapabilities.class);
			stateAdapter = byRuntimeClass(gson, StateUpdate.class);
			cwdAdapter = component(gson, String.class);
			additionalDirectoriesAdapter = component(gson, parameterized(List.class, String.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SubagentUpdate value) throws IOException {
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

		SystemPromptAdapter(Gson gson, TypeAdapter<SystemPrompt> reader) {
			super(reader);
			modeAdapter = component(gson, SystemPromptMode.class);
			contentAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, SystemPrompt value) throws IOException {
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

		TerminalAdapter(Gson gson, TypeAdapter<Terminal> reader) {
			super(reader);
			terminalIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Terminal value) throws IOException {
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalAuthCapabilitiesAdapter extends RecordAdapter<TerminalAuthCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalAuthCapabilitiesAdapter(Gson gson, TypeAdapter<TerminalAuthCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TerminalAuthCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalCancelCapabilitiesAdapter extends RecordAdapter<TerminalCancelCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalCancelCapabilitiesAdapter(Gson gson, TypeAdapter<TerminalCancelCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TerminalCancelCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalCapabilitiesAdapter extends RecordAdapter<TerminalCapabilities> {
		private final TypeAdapter<TerminalCancelCapabilities> cancelAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalCapabilitiesAdapter(Gson gson, TypeAdapter<TerminalCapabilities> reader) {
			super(reader);
			cancelAdapter = component(gson, TerminalCancelCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TerminalCapabilities value) throws IOException {
			out.name("cancel");
			cancelAdapter.write(out, value.cancel());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalExitStatusAdapter extends RecordAdapter<TerminalExitStatus> {
		private final TypeAdapter<Long> exitCodeAdapter;
		private final TypeAdapter<String> signalAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalExitStatusAdapter(Gson gson, TypeAdapter<TerminalExitStatus> reader) {
			super(reader);
			exitCodeAdapter = component(gson, Long.class);
			signalAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TerminalExitStatus value) throws IOException {
			out.name("exitCode");
			exitCodeAdapter.write(out, value.exitCode());
			out.name("signal");
			signalAdapter.write(out, value.signal());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalOutputAdapter extends RecordAdapter<TerminalOutput> {
		private final TypeAdapter<String> dataAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalOutputAdapter(Gson gson, TypeAdapter<TerminalOutput> reader) {
			super(reader);
			dataAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TerminalOutput value) throws IOException {
			out.name("data");
			dataAdapter.write(out, value.data());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalOutputChunkAdapter extends RecordAdapter<TerminalOutputChunk> {
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<String> dataAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalOutputChunkAdapter(Gson gson, TypeAdapter<TerminalOutputChunk> reader) {
			super(reader);
			terminalIdAdapter = component(gson, String.class);
			dataAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TerminalOutputChunk value) throws IOException {
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("data");
			dataAdapter.write(out, value.data());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalSizeAdapter extends RecordAdapter<TerminalSize> {
		private final TypeAdapter<Long> colsAdapter;
		private final TypeAdapter<Long> rowsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalSizeAdapter(Gson gson, TypeAdapter<TerminalSize> reader) {
			super(reader);
			colsAdapter = component(gson, Long.class);
			rowsAdapter = component(gson, Long.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TerminalSize value) throws IOException {
			out.name("cols");
			colsAdapter.write(out, value.cols());
			out.name("rows");
			rowsAdapter.write(out, value.rows());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TerminalUpdateAdapter extends RecordAdapter<TerminalUpdate> {
		private final TypeAdapter<String> terminalIdAdapter;
		private final TypeAdapter<String> commandAdapter;
		private final TypeAdapter<String> cwdAdapter;
		private final TypeAdapter<TerminalOutput> outputAdapter;
		private final TypeAdapter<TerminalExitStatus> exitStatusAdapter;
		private final TypeAdapter<TerminalSize> sizeAdapter;
		private final TypeAdapter<TerminalCapabilities> capabilitiesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TerminalUpdateAdapter(Gson gson, TypeAdapter<TerminalUpdate> reader) {
			super(reader);
			terminalIdAdapter = component(gson, String.class);
			commandAdapter = component(gson, String.class);
			cwdAdapter = component(gson, String.class);
			outputAdapter = component(gson, TerminalOutput.class);
			exitStatusAdapter = component(gson, TerminalExitStatus.class);
			sizeAdapter = component(gson, TerminalSize.class);
			capabilitiesAdapter = component(gson, TerminalCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TerminalUpdate value) throws IOException {
			out.name("terminalId");
			terminalIdAdapter.write(out, value.terminalId());
			out.name("command");
			commandAdapter.write(out, value.command());
			out.name("cwd");
			cwdAdapter.write(out, value.cwd());
			out.name("output");
			outputAdapter.write(out, value.output());
			out.name("exitStatus");
			exitStatusAdapter.write(out, value.exitStatus());
			out.name("size");
			sizeAdapter.write(out, value.size());
			out.name("capabilities");
			capabilitiesAdapter.write(out, value.capabilities());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TextCommandInputAdapter extends RecordAdapter<TextCommandInput> {
		private final TypeAdapter<String> hintAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TextCommandInputAdapter(Gson gson, TypeAdapter<TextCommandInput> reader) {
			super(reader);
			hintAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TextCommandInput value) throws IOException {
			out.name("hint");
			hintAdapter.write(out, value.hint());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TextContentAdapter extends RecordAdapter<TextContent> {
		private final TypeAdapter<String> textAdapter;
		private final TypeAdapter<Annotations> annotationsAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TextContentAdapter(Gson gson, TypeAdapter<TextContent> reader) {
			super(reader);
			textAdapter = component(gson, String.class);
			annotationsAdapter = component(gson, Annotations.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TextContent value) throws IOException {
			out.name("text");
			textAdapter.write(out, value.text());
			out.name("annotations");
			annotationsAdapter.write(out, value.annotations());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TextResourceContentsAdapter extends RecordAdapter<TextResourceContents> {
		private final TypeAdapter<String> textAdapter;
		private final TypeAdapter<String> uriAdapter;
		private final TypeAdapter<String> mimeTypeAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TextResourceContentsAdapter(Gson gson, TypeAdapter<TextResourceContents> reader) {
			super(reader);
			textAdapter = component(gson, String.class);
			uriAdapter = component(gson, String.class);
			mimeTypeAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TextResourceContents value) throws IOException {
			out.name("text");
			textAdapter.write(out, value.text());
			out.name("uri");
			uriAdapter.write(out, value.uri());
			out.name("mimeType");
			mimeTypeAdapter.write(out, value.mimeType());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class TitledMultiSelectItemsAdapter extends RecordAdapter<TitledMultiSelectItems> {
		private final TypeAdapter<List<EnumOption>> anyOfAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		TitledMultiSelectItemsAdapter(Gson gson, TypeAdapter<TitledMultiSelectItems> reader) {
			super(reader);
			anyOfAdapter = component(gson, parameterized(List.class, EnumOption.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, TitledMultiSelectItems value) throws IOException {
			out.name("anyOf");
			anyOfAdapter.write(out, value.anyOf());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ToolCallCancelCapabilitiesAdapter extends RecordAdapter<ToolCallCancelCapabilities> {
		private final TypeAdapter<JsonElement> metaAdapter;

		ToolCallCancelCapabilitiesAdapter(Gson gson, TypeAdapter<ToolCallCancelCapabilities> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ToolCallCancelCapabilities value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ToolCallCapabilitiesAdapter extends RecordAdapter<ToolCallCapabilities> {
		private final TypeAdapter<ToolCallCancelCapabilities> cancelAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ToolCallCapabilitiesAdapter(Gson gson, TypeAdapter<ToolCallCapabilities> reader) {
			super(reader);
			cancelAdapter = component(gson, ToolCallCancelCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ToolCallCapabilities value) throws IOException {
			out.name("cancel");
			cancelAdapter.write(out, value.cancel());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ToolCallContentChunkAdapter extends RecordAdapter<ToolCallContentChunk> {
		private final TypeAdapter<String> toolCallIdAdapter;
		private final TypeAdapter<ToolCallContent> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ToolCallContentChunkAdapter(Gson gson, TypeAdapter<ToolCallContentChunk> reader) {
			super(reader);
			toolCallIdAdapter = component(gson, String.class);
			contentAdapter = byRuntimeClass(gson, ToolCallContent.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ToolCallContentChunk value) throws IOException {
			out.name("toolCallId");
			toolCallIdAdapter.write(out, value.toolCallId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ToolCallLocationAdapter extends RecordAdapter<ToolCallLocation> {
		private final TypeAdapter<String> pathAdapter;
		private final TypeAdapter<Long> lineAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ToolCallLocationAdapter(Gson gson, TypeAdapter<ToolCallLocation> reader) {
			super(reader);
			pathAdapter = component(gson, String.class);
			lineAdapter = component(gson, Long.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ToolCallLocation value) throws IOException {
			out.name("path");
			pathAdapter.write(out, value.path());
			out.name("line");
			lineAdapter.write(out, value.line());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ToolCallPermissionSubjectAdapter extends RecordAdapter<ToolCallPermissionSubject> {
		private final TypeAdapter<ToolCallUpdate> toolCallAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ToolCallPermissionSubjectAdapter(Gson gson, TypeAdapter<ToolCallPermissionSubject> reader) {
			super(reader);
			toolCallAdapter = component(gson, ToolCallUpdate.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ToolCallPermissionSubject value) throws IOException {
			out.name("toolCall");
			toolCallAdapter.write(out, value.toolCall());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class ToolCallUpdateAdapter extends RecordAdapter<ToolCallUpdate> {
		private final TypeAdapter<String> toolCallIdAdapter;
		private final TypeAdapter<String> nameAdapter;
		private final TypeAdapter<String> titleAdapter;
		private final TypeAdapter<ToolKind> kindAdapter;
		private final TypeAdapter<ToolCallStatus> statusAdapter;
		private final TypeAdapter<List<ToolCallContent>> contentAdapter;
		private final TypeAdapter<List<ToolCallLocation>> locationsAdapter;
		private final TypeAdapter<JsonElement> rawInputAdapter;
		private final TypeAdapter<JsonElement> rawOutputAdapter;
		private final TypeAdapter<ToolCallCapabilities> capabilitiesAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		ToolCallUpdateAdapter(Gson gson, TypeAdapter<ToolCallUpdate> reader) {
			super(reader);
			toolCallIdAdapter = component(gson, String.class);
			nameAdapter = component(gson, String.class);
			titleAdapter = component(gson, String.class);
			kindAdapter = component(gson, ToolKind.class);
			statusAdapter = component(gson, ToolCallStatus.class);
			contentAdapter = component(gson, parameterized(List.class, ToolCallContent.class));
			locationsAdapter = component(gson, parameterized(List.class, ToolCallLocation.class));
			rawInputAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
			rawOutputAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
			capabilitiesAdapter = component(gson, ToolCallCapabilities.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, ToolCallUpdate value) throws IOException {
			out.name("toolCallId");
			toolCallIdAdapter.write(out, value.toolCallId());
			out.name("name");
			nameAdapter.write(out, value.name());
			out.name("title");
			titleAdapter.write(out, value.title());
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
			out.name("capabilities");
			capabilitiesAdapter.write(out, value.capabilities());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UnarchiveSessionRequestAdapter extends RecordAdapter<UnarchiveSessionRequest> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UnarchiveSessionRequestAdapter(Gson gson, TypeAdapter<UnarchiveSessionRequest> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, UnarchiveSessionRequest value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UnarchiveSessionResponseAdapter extends RecordAdapter<UnarchiveSessionResponse> {
		private final TypeAdapter<JsonElement> metaAdapter;

		UnarchiveSessionResponseAdapter(Gson gson, TypeAdapter<UnarchiveSessionResponse> reader) {
			super(reader);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, UnarchiveSessionResponse value) throws IOException {
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UnknownStateUpdateAdapter extends RecordAdapter<UnknownStateUpdate> {
		private final TypeAdapter<List<BackgroundWork>> backgroundAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UnknownStateUpdateAdapter(Gson gson, TypeAdapter<UnknownStateUpdate> reader) {
			super(reader);
			backgroundAdapter = component(gson, parameterized(List.class, BackgroundWork.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, UnknownStateUpdate value) throws IOException {
			out.name("background");
			backgroundAdapter.write(out, value.background());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UpdateSessionNotificationAdapter extends RecordAdapter<UpdateSessionNotification> {
		private final TypeAdapter<String> sessionIdAdapter;
		private final TypeAdapter<SessionUpdate> updateAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UpdateSessionNotificationAdapter(Gson gson, TypeAdapter<UpdateSessionNotification> reader) {
			super(reader);
			sessionIdAdapter = component(gson, String.class);
			updateAdapter = byRuntimeClass(gson, SessionUpdate.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, UpdateSessionNotification value) throws IOException {
			out.name("sessionId");
			sessionIdAdapter.write(out, value.sessionId());
			out.name("update");
			updateAdapter.write(out, value.update());
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

		UsageAdapter(Gson gson, TypeAdapter<Usage> reader) {
			super(reader);
			totalTokensAdapter = component(gson, Long.class);
			inputTokensAdapter = component(gson, Long.class);
			outputTokensAdapter = component(gson, Long.class);
			thoughtTokensAdapter = component(gson, Long.class);
			cachedReadTokensAdapter = component(gson, Long.class);
			cachedWriteTokensAdapter = component(gson, Long.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, Usage value) throws IOException {
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

		UsageUpdateAdapter(Gson gson, TypeAdapter<UsageUpdate> reader) {
			super(reader);
			usedAdapter = component(gson, Long.class);
			sizeAdapter = component(gson, Long.class);
			costAdapter = component(gson, Cost.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, UsageUpdate value) throws IOException {
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

	private static final class UserMessageAdapter extends RecordAdapter<UserMessage> {
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<List<ContentBlock>> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UserMessageAdapter(Gson gson, TypeAdapter<UserMessage> reader) {
			super(reader);
			messageIdAdapter = component(gson, String.class);
			contentAdapter = component(gson, parameterized(List.class, ContentBlock.class));
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, UserMessage value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}

	private static final class UserMessageChunkAdapter extends RecordAdapter<UserMessageChunk> {
		private final TypeAdapter<String> messageIdAdapter;
		private final TypeAdapter<ContentBlock> contentAdapter;
		private final TypeAdapter<JsonElement> metaAdapter;

		UserMessageChunkAdapter(Gson gson, TypeAdapter<UserMessageChunk> reader) {
			super(reader);
			messageIdAdapter = component(gson, String.class);
			contentAdapter = byRuntimeClass(gson, ContentBlock.class);
			metaAdapter = annotated(gson, new RawJsonAdapter(), JsonElement.class);
		}

		@Override
		public void writeMembers(JsonWriter out, UserMessageChunk value) throws IOException {
			out.name("messageId");
			messageIdAdapter.write(out, value.messageId());
			out.name("content");
			contentAdapter.write(out, value.content());
			out.name("_meta");
			metaAdapter.write(out, value.meta());
		}
	}
}
