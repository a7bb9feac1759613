<?xml version="1.0" encoding="UTF-8"?>
<!-- Shows the blog's Atom feed as a page in a browser (the feedOptions.xslt option). -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/atom:feed">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="atom:title"/> · Atom feed</title>
        <link rel="stylesheet" href="atom.css"/>
      </head>
      <body>
        <main>
          <p class="note">This is an Atom feed: copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="atom:title"/></h1>
          <p><xsl:value-of select="atom:subtitle"/></p>
          <p><a href="{atom:link[not(@rel)]/@href}">Visit the blog</a></p>
          <h2>Posts</h2>
          <xsl:for-each select="atom:entry">
            <article>
              <h3><a href="{atom:link/@href}"><xsl:value-of select="atom:title"/></a></h3>
              <p class="date"><xsl:value-of select="substring(atom:updated, 1, 10)"/></p>
              <p><xsl:value-of select="atom:summary"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
