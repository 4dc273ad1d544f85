package io.github.acp4j.eclipse;

import java.io.IOException;

import org.eclipse.equinox.security.storage.EncodingUtils;
import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.StorageException;

/**
 * The tokens of remote agents, in Eclipse's secure storage (encrypted; on Linux, macOS and Windows
 * with a master password the platform's key store keeps): never in the plain preferences, never in a
 * log or a message. Each agent's token is under {@code io.github.acp4j.eclipse/agents/NAME}.
 */
public final class AgentTokens {
	private static final String TOKEN = "token";

	private AgentTokens() {
	}

	/** The token stored for the agent {@code name}, or null when there is none. */
	public static String token(String name) throws IOException {
		try {
			ISecurePreferences node = node(name);
			return node == null ? null : node.get(TOKEN, null);
		} catch (StorageException e) {
			throw new IOException("cannot read the token of " + name + " from Eclipse's secure storage: " + e.getMessage(), e);
		}
	}

	/** Stores (encrypted) the token of the agent {@code name}; an empty or null token removes it. */
	public static void store(String name, String token) throws IOException {
		try {
			ISecurePreferences root = SecurePreferencesFactory.getDefault();
			if (root == null) {
				throw new IOException("Eclipse's secure storage is not available");
			}
			if (token == null || token.isEmpty()) {
				remove(name);
				return;
			}
			root.node(path(name)).put(TOKEN, token, true);
			root.flush();
		} catch (StorageException e) {
			throw new IOException("cannot store the token of " + name + " in Eclipse's secure storage: " + e.getMessage(), e);
		}
	}

	/** Forgets the token of the agent {@code name}. */
	public static void remove(String name) throws IOException {
		ISecurePreferences node = node(name);
		if (node != null) {
			node.removeNode();
			SecurePreferencesFactory.getDefault().flush();
		}
	}

	private static ISecurePreferences node(String name) {
		ISecurePreferences root = SecurePreferencesFactory.getDefault();
		return root == null || !root.nodeExists(path(name)) ? null : root.node(path(name));
	}

	private static String path(String name) {
		return AgentPreferences.NODE + "/agents/" + EncodingUtils.encodeSlashes(name);
	}
}
