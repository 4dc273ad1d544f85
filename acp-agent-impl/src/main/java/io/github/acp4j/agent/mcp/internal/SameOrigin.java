package io.github.acp4j.agent.mcp.internal;

import java.io.IOException;

import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Keeps the requests to an HTTP or SSE MCP server on the origin (scheme, host and port) the user
 * configured. A redirect within it ({@code /mcp} to {@code /mcp/}) is followed as usual; one to
 * another origin is refused before a byte of the request is written there, so the headers of the
 * server's configuration (an API key) and the JSON-RPC bodies (the tools' arguments) never reach a
 * host the user did not name. OkHttp itself drops only {@code Authorization} on such a redirect.
 */
final class SameOrigin {

	private SameOrigin() {
	}

	/** Where a request was first sent, carried by each request a redirect makes of it. */
	private record Origin(String scheme, String host, int port) {
		static Origin of(HttpUrl url) {
			return new Origin(url.scheme(), url.host(), url.port());
		}

		@Override
		public String toString() {
			return scheme + "://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
		}
	}

	/** A redirect to another origin, refused. */
	static final class Refused extends IOException {
		private static final long serialVersionUID = 1L;

		Refused(String configured, String target) {
			super("it redirected to " + target + ", another origin than " + configured
					+ "; such redirects are not followed, so that its headers stay with it: configure the URL it redirects to");
		}
	}

	/** {@code builder} with the check: every request it sends stays on the origin it was first sent to. */
	static OkHttpClient.Builder onto(OkHttpClient.Builder builder) {
		return builder
				.addInterceptor(chain -> chain.proceed(chain.request().newBuilder().tag(Origin.class, Origin.of(chain.request().url())).build()))
				// A network interceptor sees each request a redirect makes, once connected, before it is written.
				.addNetworkInterceptor(chain -> {
					Origin first = chain.request().tag(Origin.class);
					Origin now = Origin.of(chain.request().url());
					if (first != null && !first.equals(now)) {
						throw new Refused(first.toString(), now.toString());
					}
					return chain.proceed(chain.request());
				});
	}
}
