package io.github.acp4j.agent.spi;

import java.util.List;

import com.google.gson.JsonObject;

import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolKind;

/**
 * A tool the model can call. A call is first {@linkplain #prepare prepared} (arguments checked,
 * paths resolved, nothing touched), then shown to the user and judged by the permission engine, and
 * only then run. Hosts add tools through a Guice {@code Multibinder<AgentTool>}.
 */
public interface AgentTool {

	/** The name the model calls it by. */
	String name();

	/** What it does, for the model. */
	String description();

	/** The JSON schema of its arguments. */
	JsonObject parameters();

	/** How ACP clients show it. */
	ToolKind kind();

	/** What it does as far as permissions go. */
	PermissionClass permissionClass();

	/**
	 * Checks the arguments and describes the call without side effects (it may read).
	 *
	 * @throws ToolException when the arguments are wrong: the call fails without asking anyone
	 */
	Call prepare(JsonObject arguments, ToolContext context) throws ToolException, InterruptedException;

	/** A checked call, ready to be shown, judged and run. */
	interface Call {

		/** A human title, such as "Read src/Main.java". */
		String title();

		/**
		 * The files it touches. A write tool's are the real paths it writes: one that runs
		 * code (a git hook, an editor's settings) makes the user be asked every time.
		 */
		List<ToolCallLocation> locations();

		/** Whether everything it touches lies in the workspace. */
		boolean insideWorkspace();

		/** The shell command it runs, judged by the catastrophic-command floor and shown whole to the user; null for other tools. */
		default String command() {
			return null;
		}

		/**
		 * What the user is shown of the call before it runs, and asked about: the change a write
		 * makes, as a diff of the text it replaces; an MCP tool's arguments. Empty by default.
		 */
		default List<ToolCallContent> preview() {
			return List.of();
		}

		/** Does the work; runs only after permission was given. */
		ToolResult run(ToolContext context) throws ToolException, InterruptedException;

		/** A call made of its description and its work. */
		static Call of(String title, List<ToolCallLocation> locations, boolean insideWorkspace, Work work) {
			return new DescribedCall(title, locations, insideWorkspace, null, List.of(), work);
		}

		/** A call shown with {@code preview} (see {@link #preview()}) before it runs and when the user is asked. */
		static Call withPreview(String title, List<ToolCallLocation> locations, boolean insideWorkspace,
				List<ToolCallContent> preview, Work work) {
			return new DescribedCall(title, locations, insideWorkspace, null, preview, work);
		}

		/** A call that runs a shell command, which the catastrophic-command floor judges. */
		static Call ofCommand(String title, List<ToolCallLocation> locations, boolean insideWorkspace, String command,
				Work work) {
			return new DescribedCall(title, locations, insideWorkspace, command, List.of(), work);
		}
	}

	/** The work of a prepared call, with the context it was prepared in. */
	@FunctionalInterface
	interface Work {
		ToolResult run() throws ToolException, InterruptedException;
	}
}
