package io.github.acp4j.agent;

/** The agent's version, from its jar's manifest. */
public final class Version {

	private Version() {
	}

	public static String get() {
		String version = Version.class.getPackage().getImplementationVersion();
		return version != null ? version : "dev";
	}
}
