package io.github.acp4j.launcher;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.autoconfigure.AutoConfiguredOpenTelemetrySdk;

/**
 * The agent's OpenTelemetry, configured the standard way by the SDK's autoconfiguration from the
 * {@code OTEL_*} variables, and off unless one of them names an exporter or an OTLP endpoint: an
 * agent started without them loads none of the SDK. Spans and metrics leave in batches on the
 * SDK's own threads over OTLP/HTTP (protobuf), so a collector that is down or slow never slows a
 * turn: what does not fit the queue is dropped, and the SDK counts it (the metric
 * {@code processedSpans} with {@code dropped=true}, exported with the agent's) and warns of it in the log.
 */
final class Telemetry {

	/** The variables that turn telemetry on; {@code OTEL_SDK_DISABLED=true} keeps it off. */
	private static final List<String> SWITCHES = List.of("OTEL_TRACES_EXPORTER", "OTEL_METRICS_EXPORTER",
			"OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT");
	/** How long the exit waits for the last spans to leave. */
	private static final long FLUSH_SECONDS = 2;

	private Telemetry() {
	}

	/**
	 * The SDK {@code environment} asks for, or empty; it is flushed and shut down when the process exits.
	 *
	 * @throws RuntimeException when the variables are invalid (an unknown exporter, a malformed endpoint)
	 */
	static Optional<OpenTelemetrySdk> configure(Map<String, String> environment) {
		if ("true".equalsIgnoreCase(environment.get("OTEL_SDK_DISABLED")) || SWITCHES.stream().noneMatch(environment::containsKey)) {
			return Optional.empty();
		}
		Map<String, String> given = new HashMap<>();
		environment.forEach((name, value) -> {
			if (name.startsWith("OTEL_")) {
				given.put(name.toLowerCase(Locale.ROOT).replace('_', '.'), value);
			}
		});
		OpenTelemetrySdk sdk = AutoConfiguredOpenTelemetrySdk.builder()
				// Defaults a variable overrides: the agent's name, OTLP over HTTP, and no log export (the
				// agent's log is its file).
				.addPropertiesSupplier(() -> Map.of("otel.service.name", "acp4j", "otel.exporter.otlp.protocol", "http/protobuf",
						"otel.logs.exporter", "none"))
				.addPropertiesCustomizer(config -> given).disableShutdownHook().build().getOpenTelemetrySdk();
		Logger log = LoggerFactory.getLogger(Telemetry.class);
		log.info("OpenTelemetry on: exporting to {}", origin(given.getOrDefault("otel.exporter.otlp.endpoint",
				given.getOrDefault("otel.exporter.otlp.traces.endpoint", null))));
		Runtime.getRuntime().addShutdownHook(new Thread(() -> sdk.shutdown().join(FLUSH_SECONDS, TimeUnit.SECONDS), "acp4j-telemetry-flush"));
		return Optional.of(sdk);
	}

	/** Where an endpoint sends, without what the log must not hold (a user and password, a query). */
	private static String origin(String endpoint) {
		if (endpoint == null) {
			return "the exporters' default endpoints";
		}
		try {
			URI uri = new URI(endpoint);
			return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
		} catch (URISyntaxException e) {
			return "an endpoint that is no URL";
		}
	}
}
