package io.github.acp4j.samples;

/** The samples' version, from the jar manifest. */
final class Version {

	private Version() {
	}

	static String get() {
		String version = Version.class.getPackage().getImplementationVersion();
		return version != null ? version : "dev";
	}
}
